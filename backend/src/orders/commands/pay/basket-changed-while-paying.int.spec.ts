import request from 'supertest';
import type { PaymentStarted } from '@shop/contracts';
import { CheckoutStateQueries } from '../../../basket';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { testDialects } from '../../../platform/database/scratch-database';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import {
  BOUQUET,
  FRIDAY,
  GIFT_CARD_PRODUCT,
  pay,
  RECIPIENT,
  readyBasket,
  update,
} from '../../orders.test-kit';
import { placedPurchases } from './purchase-audit.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');
const CHANGED =
  'Your basket changed while you were paying - nothing has been charged. Please check it and pay again.';

/** An Idempotency-Key from a test's name. */
const slug = (name: string) => name.replace(/[^a-z0-9]+/gi, '-');

/** Rounds of the race per database, and how many shoppers race at a time. */
const ROUNDS = 120;
const AT_ONCE = 6;

/** Resolves after `turns` turns of the event loop (no clock involved). */
async function afterTurns(turns: number): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setImmediate(resolve));
}

type App = Awaited<ReturnType<typeof createTestApp>>;

/** What a second tab does to the basket, through the other instance. */
const CHANGES: Record<string, (server: App['server'], cookie: string) => Promise<unknown>> = {
  'an added bouquet': (server, cookie) =>
    request(server)
      .post('/api/product/add')
      .set('Cookie', cookie)
      .send({ id: BOUQUET.id, ...FRIDAY }),
  'a card upgrade': (server, cookie) =>
    request(server)
      .post('/api/checkout/update')
      .set('Cookie', cookie)
      .send({ key: 'card', orderIndex: 1, data: { size: 'premium-a5' } }),
  'an added £250 gift card': (server, cookie) =>
    request(server)
      .post('/api/product/add/gift-card')
      .set('Cookie', cookie)
      .send({ id: GIFT_CARD_PRODUCT.id, price: 25000 }),
};

/**
 * The hostile review's finding: a basket changed while it was being paid for was placed with the
 * change unpaid (a £250 gift card issued on a £35 charge). Two instances share one database, as
 * behind a load balancer: one takes the payment, the other takes the shopper's other tab.
 */
describe.each(testDialects())('a basket that changes while it is paid, on %s', (dialect) => {
  let one: App;
  let two: App;
  beforeAll(async () => {
    one = await createTestApp({ dialect, now: NOW });
    const { database } = one.app.get<AppConfig>(APP_CONFIG);
    two = await createTestApp({ dialect, now: NOW, config: { database } });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  /** Every succeeded charge of this shopper's basket's attempts (placed or not). */
  const chargedFor = async (t: App, cookie: string): Promise<number> => {
    const basket = `basket-${hashToken(cookie.split('=')[1])}`;
    const attempts = (await t.app.get(EventStore).readStream<PaymentStarted>(basket))
      .filter((event) => event.type === 'PaymentStarted')
      .map((event) => event.data.paymentId);
    if (attempts.length === 0) return 0;
    const [row] = await t.app.get(SqlDatabase).query<{ charged: number | string | null }>(
      `SELECT SUM(amount - refunded) AS charged FROM test_payments
        WHERE status = 'succeeded' AND payment_id IN (${attempts.map(() => '?').join(', ')})`,
      attempts,
    );
    return Number(row.charged ?? 0);
  };

  const total = async (cookie: string): Promise<number> =>
    (await request(one.server).get('/api/checkout/get').set('Cookie', cookie)).body.data.purchase
      .total;

  describe.each(Object.keys(CHANGES))('with %s landing between reading and charging', (name) => {
    it('charges nothing, places nothing, keeps the change, then takes the whole new total', async () => {
      const me = await newShopperCookie(one.server);
      await readyBasket(one.server, me);
      const queries = one.app.get(CheckoutStateQueries);
      const read = queries.forStreamWithVersion.bind(queries);
      // The other tab's change commits after the payment worked out its amount.
      const spy = jest
        .spyOn(queries, 'forStreamWithVersion')
        .mockImplementationOnce(async (streamId) => {
          const before = await read(streamId);
          await CHANGES[name](two.server, me);
          return before;
        });
      const refused = await pay(one.server, me, 'pm_card_visa', `changed-${slug(name)}`);
      spy.mockRestore();
      expect([refused.status, refused.body.error]).toEqual([409, CHANGED]);
      expect(await placedPurchases(one.app, me)).toEqual([]);
      expect(await chargedFor(one, me)).toBe(0);
      // The change is kept: the shopper sees it, readies it, and pays for all of it.
      if (name === 'an added bouquet') {
        await update(one.server, me, 'card', 2, { size: 'standard' });
        await update(one.server, me, 'message', 2, { message: 'With love' });
        await update(one.server, me, 'recipient', 2, {
          ...RECIPIENT,
          addressLine1: '2 High Street',
        });
      }
      const expected = await total(me);
      const paid = await pay(one.server, me, 'pm_card_visa', `again-${slug(name)}`);
      expect([paid.status, paid.body.errors]).toEqual([200, undefined]);
      const [purchase] = await placedPurchases(one.app, me);
      expect(purchase).toMatchObject({ ordersTotal: expected, charged: expected });
      expect(await chargedFor(one, me)).toBe(expected);
    });
  });

  // Hundreds of requests: the whole race, not any one request, is given three minutes.
  it('places every purchase paid in full when changes race payments on both instances', async () => {
    const names = Object.keys(CHANGES);
    const shoppers: string[] = [];
    // One shopper's round: a ready basket, then the payment and the other tab's change at once.
    const race = async (round: number) => {
      const me = await newShopperCookie(one.server);
      await readyBasket(one.server, me);
      shoppers.push(me);
      const [payer, changer] = round % 2 ? [one, two] : [two, one];
      // The change sets off a few turns of the event loop after the payment, so that across the
      // rounds it lands before, during and after the payment's reads and writes.
      await Promise.all([
        pay(payer.server, me, 'pm_card_visa', `race-${round}`),
        afterTurns(round % 13).then(() => CHANGES[names[round % names.length]](changer.server, me)),
      ]);
    };
    // Several shoppers at a time, as on a busy day.
    for (let round = 0; round < ROUNDS; round += AT_ONCE) {
      await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => race(round + i)));
    }
    for (const me of shoppers) {
      for (const purchase of await placedPurchases(one.app, me)) {
        expect(purchase.ordersTotal).toBe(purchase.total);
        expect(purchase.charged + purchase.giftCardTotal + purchase.pointsValue).toBe(
          purchase.total,
        );
      }
    }
  }, 180_000);
});
