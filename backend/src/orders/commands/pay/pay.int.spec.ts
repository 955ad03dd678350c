import request from 'supertest';
import { testDialects } from '../../../platform/database/scratch-database';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { newShopperCookie } from '../../../testing/test-shopper';
import { BOUQUET, cookieSetBy, FRIDAY, pay, readyBasket } from '../../orders.test-kit';

const DECLINED = 'Your card was declined.';
const INSUFFICIENT = 'Your card has insufficient funds.';
const PROCESSING = 'We could not take the payment. Nothing has been charged; please try again.';
const ALREADY_PAID = 'This basket has already been paid for.';

describe.each(testDialects())('POST /api/payment/pay on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });

  const checkout = async (cookie: string) =>
    (await request(t.server).get('/api/checkout/get').set('Cookie', cookie).expect(200)).body.data;
  const count = async (sql: string, params: unknown[] = []) =>
    Number((await t.app.get(SqlDatabase).query<{ n: number | string }>(sql, params))[0].n);
  /** The types of the events in a session's basket stream. */
  const basketEventTypes = async (cookie: string) =>
    (await t.app.get(EventStore).readStream(`basket-${hashToken(cookie.split('=')[1])}`)).map(
      (event) => event.type,
    );
  const placedOrders = (purchaseId: string) =>
    count(
      `SELECT COUNT(*) AS n FROM placed_orders WHERE data ${dialect === 'postgres' ? "->> 'purchaseId' =" : "->> '$.purchaseId' ="} ?`,
      [purchaseId],
    );

  it('takes the payment, places the order and moves the shopper to a new, empty basket', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const before = await checkout(me);
    const paid = await pay(t.server, me, 'pm_card_visa', 'attempt-visa-1').expect(200);
    expect(paid.body.redirectUrl).toBe('/order-complete');
    expect(paid.body.data).toEqual({
      status: 'paid',
      purchaseId: expect.any(String),
      orderNumbers: [expect.stringMatching(/^P[1-9]\d{6}$/)],
    });
    const next = cookieSetBy(paid);
    expect(next).not.toBeNull();
    expect(next).not.toBe(me);
    // The new session's basket is empty; its last purchase is the one just paid.
    expect((await checkout(next!)).purchase.orders).toEqual([]);
    const complete = await request(t.server)
      .get('/api/order-complete')
      .set('Cookie', next!)
      .expect(200);
    expect(complete.body.data).toMatchObject({
      purchaseId: paid.body.data.purchaseId,
      customerName: 'Grace Hopper',
      customerEmail: 'grace@example.com',
      total: before.purchase.total,
      giftCardTotal: 0,
      totalToPay: before.purchase.total,
      questionnaireAnswered: false,
      orders: [
        {
          orderNumber: paid.body.data.orderNumbers[0],
          trackingNumber: expect.stringMatching(/^TN[A-HJ-NP-Z2-9]{10}$/),
          productName: before.purchase.orders[0].orderItems[0].product.name,
          recipientName: 'Ada Lovelace',
          postcode: 'SW1A 1AA',
          deliveryDate: '2026-06-05',
          isGiftCard: false,
          total: before.purchase.orders[0].total,
          status: 'placed',
        },
      ],
    });
    // The paid basket is closed: the old session can change nothing in it.
    const closed = await request(t.server)
      .post('/api/checkout/update')
      .set('Cookie', me)
      .send({ key: 'card', orderIndex: 1, data: { size: 'premium-a6' } })
      .expect(409);
    expect(closed.body.error).toBe(ALREADY_PAID);
  });

  it.each([
    ['pm_card_chargeDeclined', DECLINED],
    ['pm_card_chargeDeclinedInsufficientFunds', INSUFFICIENT],
    ['pm_card_processingError', PROCESSING],
  ])(
    'a %s payment places nothing and leaves the basket open and unchanged',
    async (method, message) => {
      const me = await newShopperCookie(t.server);
      await readyBasket(t.server, me);
      const before = await checkout(me);
      const declined = await pay(t.server, me, method, `attempt-${method}`).expect(402);
      expect(declined.body.error).toBe(message);
      expect(cookieSetBy(declined)).toBeNull();
      expect(await checkout(me)).toEqual(before);
      await request(t.server).get('/api/order-complete').set('Cookie', me).expect(404);
      // A good card then pays for the same basket.
      const paid = await pay(t.server, me, 'pm_card_mastercard', `retry-${method}`).expect(200);
      expect(paid.body.data.status).toBe('paid');
    },
  );

  it('refuses a basket that is not ready, naming each problem', async () => {
    const me = await newShopperCookie(t.server);
    await request(t.server)
      .post('/api/product/add')
      .set('Cookie', me)
      .send({ id: BOUQUET.id, ...FRIDAY })
      .expect(200);
    const refused = await pay(t.server, me, 'pm_card_visa', 'not-ready-1').expect(400);
    expect(refused.body.errors).toEqual([
      'Some of your orders need a little more detail before you can pay.',
      'Order 1: Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.',
      'Order 1: Your card message is empty.',
      'Order 1: Please enter a valid recipient. Click here to edit your order.',
      'Please enter your name and email address before you pay.',
    ]);
    expect((await checkout(me)).purchase.orders).toHaveLength(1);
  });

  it('answers a retry of a paid attempt with the same purchase, charging once', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const charges = await count('SELECT COUNT(*) AS n FROM test_payments');
    const first = await pay(t.server, me, 'pm_card_visa', 'double-click-1').expect(200);
    const again = await pay(t.server, me, 'pm_card_visa', 'double-click-1').expect(200);
    expect(again.body.data).toEqual(first.body.data);
    // The back button's page, or another tab, paying again with a new key: still once.
    const back = await pay(t.server, me, 'pm_card_visa', 'back-button-1').expect(200);
    expect(back.body.data).toEqual(first.body.data);
    expect(await count('SELECT COUNT(*) AS n FROM test_payments')).toBe(charges + 1);
    expect((await basketEventTypes(me)).filter((type) => type === 'BasketPlaced')).toHaveLength(1);
    expect(await placedOrders(first.body.data.purchaseId)).toBe(1);
  });

  it('charges once and places once when 20 identical payments arrive at once', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const charges = await count('SELECT COUNT(*) AS n FROM test_payments');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(t.server, me, 'pm_card_visa', 'twenty-at-once')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const purchaseIds = new Set(answers.map((a) => a.body.data.purchaseId));
    expect(purchaseIds.size).toBe(1);
    const [purchaseId] = purchaseIds;
    expect(await count('SELECT COUNT(*) AS n FROM test_payments')).toBe(charges + 1);
    const types = await basketEventTypes(me);
    expect(types.filter((type) => type === 'PaymentStarted')).toHaveLength(1);
    expect(types.filter((type) => type === 'BasketPlaced')).toHaveLength(1);
    expect(await placedOrders(purchaseId as string)).toBe(1);
  });
});
