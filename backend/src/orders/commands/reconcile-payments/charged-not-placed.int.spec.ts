import type { DevOutboxEmail } from '@shop/contracts';
import request from 'supertest';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { testDialects } from '../../../platform/database/scratch-database';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { SubscriptionRunner } from '../../../platform/event-store/subscription-runner';
import { listOutbox } from '../../../platform/mail/outbox.queries';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { pay, readyBasket } from '../../orders.test-kit';
import { OpenPaymentAttemptsQueries } from '../../projections/open-payment-attempts/open-payment-attempts.queries';
import { placedPurchases } from '../pay/purchase-audit.test-kit';
import { connectionDiesWhilePlacing } from './connection-loss.test-kit';
import { PaymentReconciler } from './payment-reconciler';

const NOW = new Date('2026-06-04T10:00:00Z');
const MINUTE = 60 * 1000;
const NOT_CONFIRMED =
  'We could not confirm your payment yet - please check your email before paying again.';
/** The hostile review's finding: this many shoppers charged and left unplaced. */
const SHOPPERS = 8;

type App = Awaited<ReturnType<typeof createTestApp>>;

const basketOf = (cookie: string) => `basket-${hashToken(cookie.split('=')[1])}`;

/**
 * The hostile review's finding "charged but never placed": the database connection died between
 * the charge and the placing, the shopper saw a 500, and the payments stayed charged and unplaced.
 * Now the pay call answers 503 with words that send the shopper to their email, and the payment
 * reconciler places every such attempt once it is stale, exactly once across two instances, and
 * the order confirmation follows. Two instances share one database, as behind a load balancer.
 */
describe.each(testDialects())('payments charged but not placed, on %s', (dialect) => {
  let one: App;
  let two: App;
  beforeAll(async () => {
    one = await createTestApp({ dialect, now: NOW });
    const { database } = one.app.get<AppConfig>(APP_CONFIG);
    two = await createTestApp({ dialect, now: NOW, config: { database } });
    // The passes here are the test's own: no timer runs one behind its back.
    for (const app of [one, two]) await app.app.get(PaymentReconciler).job.stop();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });
  afterEach(() => at(0));

  /** Both instances' clocks, `minutes` after NOW. */
  function at(minutes: number): void {
    for (const app of [one, two]) app.clock.set(new Date(NOW.getTime() + minutes * MINUTE));
  }

  /** Catches the subscribers up until `done` (PostgreSQL may hide a commit for a moment). */
  async function eventually(done: () => Promise<boolean>): Promise<void> {
    for (let tries = 0; tries < 200; tries++) {
      await one.app.get(SubscriptionRunner).wake();
      if (await done()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the subscribers never caught up');
  }

  const openAttemptsOf = async (cookies: string[]) => {
    const open = await one.app
      .get(OpenPaymentAttemptsQueries)
      .startedBefore(new Date(NOW.getTime() + MINUTE), 1000);
    const baskets = new Set(cookies.map((cookie) => basketOf(cookie).slice('basket-'.length)));
    return open.filter((attempt) => baskets.has(attempt.basketId));
  };

  const typesOf = async (cookie: string) =>
    (await one.app.get(EventStore).readStream(basketOf(cookie))).map((e) => e.type);

  const charges = async (): Promise<number> =>
    Number(
      (
        await one.app
          .get(SqlDatabase)
          .query<{ n: number | string }>(
            "SELECT COUNT(*) AS n FROM test_payments WHERE status = 'succeeded'",
          )
      )[0].n,
    );

  /** Every event written, visible or not yet to the log's readers. */
  const eventCount = async (): Promise<number> =>
    Number(
      (
        await one.app
          .get(SqlDatabase)
          .query<{ n: number | string }>('SELECT COUNT(*) AS n FROM events')
      )[0].n,
    );

  const emailsTo = async (to: string): Promise<DevOutboxEmail[]> =>
    listOutbox(one.app.get(SqlDatabase), to);

  /** Pays, with the connection dying as the basket is placed: the answer the shopper gets. */
  async function payAndLoseConnection(cookie: string, key: string) {
    const dying = connectionDiesWhilePlacing(one.app);
    try {
      return await pay(one.server, cookie, 'pm_card_visa', key);
    } finally {
      dying.restore();
    }
  }

  it('answers 503 with where to look, then a reconciler pass places each once, on either instance', async () => {
    const shoppers: string[] = [];
    const chargesBefore = await charges();
    for (let i = 0; i < SHOPPERS; i++) {
      const me = await newShopperCookie(one.server);
      await readyBasket(one.server, me);
      await request(one.server)
        .post('/api/checkout/update')
        .set('Cookie', me)
        .send({
          key: 'details',
          orderIndex: 1,
          data: { name: 'Grace', email: `g${i}@example.com` },
        })
        .expect(200);
      const answer = await payAndLoseConnection(me, `lost-${dialect}-${i}`);
      expect([answer.status, answer.body.error, answer.body.data]).toEqual([
        503,
        NOT_CONFIRMED,
        null,
      ]);
      shoppers.push(me);
    }
    // Charged, and nothing placed: every attempt is still open.
    expect(await charges()).toBe(chargesBefore + SHOPPERS);
    for (const me of shoppers) {
      expect(await typesOf(me)).not.toContain('BasketPlaced');
      expect(await placedPurchases(one.app, me)).toEqual([]);
    }
    await eventually(async () => (await openAttemptsOf(shoppers)).length === SHOPPERS);

    // A minute on the attempts are not stale yet: a pass leaves them to their requests.
    at(1);
    await one.app.get(PaymentReconciler).pass();
    for (const me of shoppers) expect(await typesOf(me)).not.toContain('BasketPlaced');

    // Past the stale threshold both instances run a pass at once: each attempt placed once.
    at(3);
    await Promise.all([
      one.app.get(PaymentReconciler).pass(),
      two.app.get(PaymentReconciler).pass(),
    ]);
    for (const [i, me] of shoppers.entries()) {
      expect((await typesOf(me)).filter((type) => type === 'BasketPlaced')).toHaveLength(1);
      const [purchase] = await placedPurchases(one.app, me);
      expect(purchase.charged).toBe(purchase.total);
      // The shopper coming back finds the order.
      const complete = await request(one.server).get('/api/order-complete').set('Cookie', me);
      expect(complete.status).toBe(200);
      await eventually(async () => (await emailsTo(`g${i}@example.com`)).length > 0);
      expect((await emailsTo(`g${i}@example.com`)).map((email) => email.kind)).toEqual([
        'order-confirmation',
      ]);
    }
    expect(await charges()).toBe(chargesBefore + SHOPPERS);
    await eventually(async () => (await openAttemptsOf(shoppers)).length === 0);

    // Another pass on each instance changes nothing.
    at(10);
    const logLength = await eventCount();
    const outbox = (await listOutbox(one.app.get(SqlDatabase))).length;
    await one.app.get(PaymentReconciler).pass();
    await two.app.get(PaymentReconciler).pass();
    await one.app.get(SubscriptionRunner).wake();
    expect(await eventCount()).toBe(logLength);
    expect((await listOutbox(one.app.get(SqlDatabase))).length).toBe(outbox);
  });

  it('places it when the shopper retries with the same Idempotency-Key, charging once', async () => {
    const me = await newShopperCookie(one.server);
    await readyBasket(one.server, me);
    const chargesBefore = await charges();
    const lost = await payAndLoseConnection(me, `retry-${dialect}`);
    expect([lost.status, lost.body.error]).toEqual([503, NOT_CONFIRMED]);
    const retried = await pay(two.server, me, 'pm_card_visa', `retry-${dialect}`);
    expect([retried.status, retried.body.redirectUrl]).toEqual([200, '/order-complete']);
    expect(await charges()).toBe(chargesBefore + 1);
    expect((await typesOf(me)).filter((type) => type === 'BasketPlaced')).toHaveLength(1);
  });
});
