import request from 'supertest';
import { BasketCommandRunner } from '../../../basket';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { TestPaymentProvider } from '../../payments/test-payment-provider';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { pay, readyBasket } from '../../orders.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');

/**
 * A payment whose request died after PaymentStarted (the process crashed before the provider
 * answered): the basket stays locked for it until it is settled, by a retry with its key or, once
 * stale, by the next attempt asking the provider what became of it.
 */
describe('a payment attempt that never finished', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.set(NOW));

  /** Begins an attempt the way the pay flow does, then "crashes" before the provider is called. */
  async function crashedAttempt(cookie: string, idempotencyKey: string) {
    const total = (await request(t.server).get('/api/checkout/get').set('Cookie', cookie)).body.data
      .purchase.total;
    const context = {
      session: { id: hashToken(cookie.split('=')[1]), customerId: null, email: null },
      correlationId: `purchase-${idempotencyKey}`,
    };
    const runner = t.app.get(BasketCommandRunner);
    const basketVersion = (await runner.state(context)).version;
    await runner.run(
      {
        type: 'StartPayment',
        data: {
          basketVersion,
          paymentId: `pay-${idempotencyKey}`,
          idempotencyKey,
          purchaseId: `purchase-${idempotencyKey}`,
          provider: 'test',
          paymentMethod: 'pm_card_visa',
          total,
          giftCard: null,
          amount: total,
          startedAt: NOW.toISOString(),
        },
      },
      context,
    );
  }
  const basketTypes = async (cookie: string) =>
    (await t.app.get(EventStore).readStream(`basket-${hashToken(cookie.split('=')[1])}`)).map(
      (e) => e.type,
    );

  it('is carried on by a retry with the same Idempotency-Key', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    await crashedAttempt(me, 'crashed-retry-1');
    const paid = await pay(t.server, me, 'pm_card_visa', 'crashed-retry-1').expect(200);
    expect(paid.body.data.purchaseId).toBe('purchase-crashed-retry-1');
  });

  it('makes another attempt wait while it is recent, and is settled once stale', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    await crashedAttempt(me, 'crashed-stale-1');
    const wait = await pay(t.server, me, 'pm_card_visa', 'second-attempt-1').expect(409);
    expect(wait.body.error).toBe('We are taking your payment - please wait a moment.');
    const changeRefused = await request(t.server)
      .post('/api/checkout/update')
      .set('Cookie', me)
      .send({ key: 'card', orderIndex: 1, data: { size: 'premium-a6' } })
      .expect(409);
    expect(changeRefused.body.error).toBe('We are taking your payment - please wait a moment.');
    // Three minutes on: the provider never saw the attempt, so nothing was charged; it is
    // recorded as abandoned and the new attempt goes ahead.
    t.clock.set(new Date(NOW.getTime() + 3 * 60 * 1000));
    const paid = await pay(t.server, me, 'pm_card_visa', 'second-attempt-1').expect(200);
    expect(paid.body.data.purchaseId).not.toBe('purchase-crashed-stale-1');
    expect(await basketTypes(me)).toEqual(
      expect.arrayContaining([
        'PaymentStarted',
        'PaymentDeclined',
        'PaymentStarted',
        'BasketPlaced',
      ]),
    );
  });

  it('is placed, not charged again, when the provider took the money before the crash', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    await crashedAttempt(me, 'crashed-charged-1');
    const total = (await request(t.server).get('/api/checkout/get').set('Cookie', me)).body.data
      .purchase.total;
    await t.app.get(TestPaymentProvider).createPayment({
      paymentId: 'pay-crashed-charged-1',
      amount: total,
      currency: 'gbp',
      paymentMethod: 'pm_card_visa',
      description: 'test',
      idempotencyKey: 'pay-crashed-charged-1',
    });
    const charges = async () =>
      Number(
        (
          await t.app
            .get(SqlDatabase)
            .query<{ n: number }>('SELECT COUNT(*) AS n FROM test_payments')
        )[0].n,
      );
    const before = await charges();
    t.clock.set(new Date(NOW.getTime() + 3 * 60 * 1000));
    const paid = await pay(t.server, me, 'pm_card_visa', 'after-crash-1').expect(200);
    expect(paid.body.data.purchaseId).toBe('purchase-crashed-charged-1');
    expect(await charges()).toBe(before);
  });
});
