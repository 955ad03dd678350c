import { GIFT_CARD_MESSAGES as M } from '@shop/contracts';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { testDialects } from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { DomainError } from '../platform/domain-error';
import { EventStore } from '../platform/event-store/event-store';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { createTestApp } from '../testing/test-app';
import { GiftCardLedger } from './index';
import { buyGiftCard, eventually, giftCardEventsIn, placeOrder } from './giftcards.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');

// Two backend instances on one database, as behind a load balancer: each runs its own issuer
// and its own ledger service.
describe.each(testDialects())('gift cards on two instances on %s', (dialect) => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    one = await createTestApp({ dialect, now: NOW });
    const { database } = one.app.get<AppConfig>(APP_CONFIG);
    two = await createTestApp({ dialect, now: NOW, config: { database } });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('issues exactly one card per order while both catch up at once', async () => {
    const orders = Array.from({ length: 16 }, (_, i) => `P60000${10 + i}`);
    const stores = [one, two].map((t) => t.app.get(EventStore));
    await Promise.all(orders.map((orderNumber, i) => placeOrder(stores[i % 2], { orderNumber })));
    const runners = [one, two].map((t) => t.app.get(SubscriptionRunner));
    const sql = one.app.get(SqlDatabase);
    const issued = await eventually(
      async () => {
        const cards = await giftCardEventsIn(sql);
        return cards.length >= orders.length ? cards : null;
      },
      () => Promise.all(runners.map((runner) => runner.wake())),
    );
    // Both keep following the log a while longer: nothing is issued twice.
    for (let i = 0; i < 5; i++) await Promise.all(runners.map((runner) => runner.wake()));
    const final = await giftCardEventsIn(sql);
    expect(final).toHaveLength(orders.length);
    expect(issued).toHaveLength(orders.length);
    expect(final.map((e) => (e.data as { orderNumber: string }).orderNumber).sort()).toEqual(
      orders,
    );
  });

  it('lets one of ten payments racing from both instances take the whole card', async () => {
    const code = await buyGiftCard(one.app, { orderNumber: 'P6100001' });
    const ledgers = [one, two].map((t) => t.app.get(GiftCardLedger));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        ledgers[i % 2].redeem(
          code,
          { paymentId: `race-${i}`, purchaseId: `purchase-${i}`, amount: 3000 },
          { actor: { kind: 'shopper', sessionId: `session-${i}` } },
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes
      .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
      .map((o) => o.reason as Error);
    expect(refusals).toHaveLength(9);
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(DomainError);
      expect([M.noBalance, M.balanceChanged]).toContain(refusal.message);
    }
    for (const ledger of ledgers) {
      expect(await ledger.balanceOf(code, '2026-06-04')).toMatchObject({ balance: 0 });
    }
  });
});
