import { DISCOUNT_MESSAGES } from '@shop/contracts';
import request from 'supertest';
import { SEED_PRODUCTS } from '../catalogue';
import { BOUQUET, pay, readyBasket, update } from '../orders/orders.test-kit';
import { testDialects } from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { EventStore } from '../platform/event-store/event-store';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { hashToken } from '../platform/session/session.service';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';

// Thursday 4 June 2026, 11:00 BST: flowers ordered now arrive tomorrow.
const NOW = new Date('2026-06-04T10:00:00Z');
const UNKNOWN = "Sorry, we don't recognise that discount code.";
const hamper = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Hampers' && p.available && !p.isAgeRestricted,
)!;
// A greetings card on its own: well under £20.
const card = SEED_PRODUCTS.find((p) => p.distributor === 'Cards' && p.available)!;

describe.each(testDialects())('discount codes on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // One proxy hop: X-Forwarded-For names the shopper's address, as behind a load balancer.
    t = await createTestApp({ dialect, now: NOW, config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await t.close();
  });
  // Each test's wrong codes come from an address of its own.
  let address = 0;
  let ip = '';
  beforeEach(() => {
    address += 1;
    ip = `203.0.113.${address}`;
  });

  const shopper = () => newShopperCookie(t.server);
  const applyRaw = (cookie: string, body: string, from = ip) =>
    request(t.server)
      .post('/api/discount/apply')
      .set('Cookie', cookie)
      .set('X-Forwarded-For', from)
      .set('Content-Type', 'application/json')
      .send(body);
  const apply = (cookie: string, code: string, from = ip) =>
    applyRaw(cookie, JSON.stringify(code), from);
  const get = async (cookie: string) =>
    (await request(t.server).get('/api/discount/get').set('Cookie', cookie).expect(200)).body.data;
  const checkout = async (cookie: string) =>
    (await request(t.server).get('/api/checkout/get').set('Cookie', cookie).expect(200)).body.data;
  /** Adds product `id` on its first day and method that need no postcode check. */
  const add = async (cookie: string, id: number) => {
    const days = (
      await request(t.server).get(`/api/calendar/get-days/2026-06-05/2026-06-11/${id}`).expect(200)
    ).body.data as {
      date: string;
      isAvailable: boolean;
      deliveryMethods: Record<string, { requiresPostcodeCheck?: boolean }>;
    }[];
    for (const day of days.filter((d) => d.isAvailable)) {
      const method = Object.entries(day.deliveryMethods).find(([, m]) => !m.requiresPostcodeCheck);
      if (!method) continue;
      const added = await request(t.server)
        .post('/api/product/add')
        .set('Cookie', cookie)
        .send({ id, deliveryId: method[0], deliveryDate: day.date })
        .expect(200);
      expect(added.body.data).toEqual([]);
      return;
    }
    throw new Error(`Product ${id} cannot be delivered in the first week`);
  };
  const eventTypes = async (cookie: string) =>
    (await t.app.get(EventStore).readStream(`basket-${hashToken(cookie.split('=')[1])}`)).map(
      (event) => event.type,
    );

  it('applies WELCOME10 sent as a bare JSON string, any case, any spaces: 10% off the products', async () => {
    const me = await shopper();
    await add(me, BOUQUET.id);
    const price = BOUQUET.price - BOUQUET.discount;
    const answer = await apply(me, ' welcome 10\n').expect(200);
    expect(answer.body.data).toEqual({
      code: 'WELCOME10',
      messages: [
        {
          status: 'success',
          message: 'Discount code WELCOME10 has been applied and will be shown at checkout.',
          isCodeVisible: true,
          fallbackCode: null,
        },
      ],
    });
    expect(await get(me)).toEqual(answer.body.data);
    const state = await checkout(me);
    const off = Math.round(price / 10);
    expect(state.discountCode).toBe('WELCOME10');
    expect(state.purchase.orders[0].orderItems[0]).toMatchObject({
      price,
      discountAmount: off,
      discountedPrice: price - off,
    });
    expect(state.purchase.orders[0]).toMatchObject({
      subtotal: price - off,
      originalPrice: price,
    });
    expect(state.purchase.total).toBe(price - off);
  });

  it('keeps WELCOME10 under £20 with its warning, and takes it off once the basket reaches £20', async () => {
    const me = await shopper();
    await add(me, card.id);
    const answer = await apply(me, 'WELCOME10').expect(200);
    expect(answer.body.data.messages).toEqual([
      {
        status: 'warning',
        message: 'Spend £20 or more to use WELCOME10.',
        isCodeVisible: true,
        fallbackCode: null,
      },
    ]);
    expect((await checkout(me)).purchase.orders[0].orderItems[0].discountAmount).toBe(0);
    await add(me, BOUQUET.id);
    expect((await get(me)).messages[0].status).toBe('success');
    const state = await checkout(me);
    expect(
      state.purchase.orders.map(
        (o: { orderItems: { discountAmount: number }[] }) => o.orderItems[0].discountAmount,
      ),
    ).toEqual([
      Math.round((card.price - card.discount) / 10),
      Math.round((BOUQUET.price - BOUQUET.discount) / 10),
    ]);
    expect(await eventTypes(me)).toContain('DiscountReassessed');
  });

  it('answers an unknown code with its error and leaves the basket as it was', async () => {
    const me = await shopper();
    await add(me, BOUQUET.id);
    await apply(me, 'SPRING5').expect(200);
    const before = await checkout(me);
    const answer = await apply(me, 'NOPE').expect(200);
    expect(answer.body.data).toEqual({
      code: 'SPRING5',
      messages: [{ status: 'error', message: UNKNOWN, isCodeVisible: true, fallbackCode: null }],
    });
    expect(DISCOUNT_MESSAGES.unknownCode).toBe(UNKNOWN);
    expect(await checkout(me)).toEqual(before);
  });

  it('says XMAS2025 has expired and offers WELCOME10 instead', async () => {
    const me = await shopper();
    const answer = await apply(me, 'xmas2025').expect(200);
    expect(answer.body.data).toEqual({
      code: null,
      messages: [
        {
          status: 'error',
          message: 'This code has expired.',
          isCodeVisible: true,
          fallbackCode: 'WELCOME10',
        },
      ],
    });
    expect(await eventTypes(me)).toEqual([]);
  });

  it('applies TEAMGIFT without showing it', async () => {
    const me = await shopper();
    await add(me, BOUQUET.id);
    const answer = await apply(me, 'TEAMGIFT').expect(200);
    expect(answer.body.data.messages).toEqual([
      {
        status: 'success',
        message: 'Your discount has been applied...',
        isCodeVisible: false,
        fallbackCode: null,
      },
    ]);
  });

  it('takes HAMPER20 off hampers only, with its warning when there is none', async () => {
    const me = await shopper();
    await add(me, BOUQUET.id);
    const warned = await apply(me, 'HAMPER20').expect(200);
    expect(warned.body.data.messages[0]).toMatchObject({
      status: 'warning',
      message: 'HAMPER20 applies to hampers only.',
    });
    await add(me, hamper.id);
    const state = await checkout(me);
    expect(
      state.purchase.orders.map(
        (o: { orderItems: { discountAmount: number }[] }) => o.orderItems[0].discountAmount,
      ),
    ).toEqual([0, Math.round(((hamper.price - hamper.discount) * 20) / 100)]);
  });

  it('replaces one code with another, and removes it with GET /api/discount/remove', async () => {
    const me = await shopper();
    await add(me, BOUQUET.id);
    await apply(me, 'SPRING5').expect(200);
    await apply(me, 'WELCOME10').expect(200);
    expect((await get(me)).code).toBe('WELCOME10');
    const removed = await request(t.server)
      .get('/api/discount/remove')
      .set('Cookie', me)
      .expect(200);
    expect(removed.body.data).toEqual({ code: null, messages: [] });
    const state = await checkout(me);
    expect(state.discountCode).toBeNull();
    expect(state.purchase.orders[0].orderItems[0].discountAmount).toBe(0);
    expect((await eventTypes(me)).filter((type) => type.startsWith('Discount'))).toEqual([
      'DiscountApplied',
      'DiscountApplied',
      'DiscountRemoved',
    ]);
  });

  it('refuses bodies that are not a code with a 400, changing nothing', async () => {
    const me = await shopper();
    await add(me, BOUQUET.id);
    for (const body of [
      '{"code":"WELCOME10"}',
      '["WELCOME10"]',
      '"   "',
      `"${'A'.repeat(41)}"`,
      '"WELC',
      '42',
    ]) {
      const answer = await applyRaw(me, body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect(answer.body.error ?? answer.body.errors).toBeDefined();
    }
    expect(await eventTypes(me)).toEqual(['ProductAdded']);
    // Everywhere else a bare string is still refused.
    await request(t.server)
      .post('/api/affiliate')
      .set('Cookie', me)
      .set('Content-Type', 'application/json')
      .send('"newbox15"')
      .expect(400);
  });

  it('refuses the 11th wrong code from a session in 10 minutes with a 429, even a right one', async () => {
    const me = await shopper();
    for (let i = 0; i < 10; i++) {
      // Each from another address: the session's limit is the one reached.
      const answer = await apply(me, `WRONG${i}`, `198.51.100.${i + 1}`).expect(200);
      expect(answer.body.data.messages[0].message).toBe(UNKNOWN);
    }
    const refused = await apply(me, 'WELCOME10', '198.51.100.50').expect(429);
    expect(refused.body.error ?? refused.body.errors?.[0]).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    // Another shopper is not held back.
    await apply(await shopper(), 'WELCOME10', '198.51.100.51').expect(200);
  });

  it('refuses the 31st wrong code from one address, whatever the session', async () => {
    for (let i = 0; i < 30; i++) await apply(await shopper(), `WRONG${i}`).expect(200);
    await apply(await shopper(), 'WELCOME10').expect(429);
  });

  it("keeps each basket to itself: one shopper's code never shows on another's", async () => {
    const mine = await shopper();
    const theirs = await shopper();
    await add(mine, BOUQUET.id);
    await add(theirs, BOUQUET.id);
    await apply(mine, 'WELCOME10').expect(200);
    expect(await get(theirs)).toEqual({ code: null, messages: [] });
    expect((await checkout(theirs)).purchase.orders[0].orderItems[0].discountAmount).toBe(0);
    await request(t.server).get('/api/discount/remove').set('Cookie', theirs).expect(200);
    expect((await get(mine)).code).toBe('WELCOME10');
  });

  it('applies NEWBOX15 through the newbox15 affiliate, and warns of an unknown one', async () => {
    const me = await shopper();
    await add(me, BOUQUET.id);
    const unknown = await request(t.server)
      .post('/api/affiliate')
      .set('Cookie', me)
      .send({ affiliateId: 'nobody' })
      .expect(200);
    expect(unknown.body.data).toEqual({
      code: null,
      messages: [
        {
          status: 'warning',
          message: "Sorry, we couldn't find that offer.",
          isCodeVisible: true,
          fallbackCode: null,
        },
      ],
    });
    expect(await eventTypes(me)).toEqual(['ProductAdded']);
    const answer = await request(t.server)
      .post('/api/affiliate')
      .set('Cookie', me)
      .send({ affiliateId: 'NEWBOX15' })
      .expect(200);
    expect(answer.body.data).toEqual({
      code: 'NEWBOX15',
      messages: [
        {
          status: 'success',
          message: 'Discount code NEWBOX15 has been applied and will be shown at checkout.',
          isCodeVisible: true,
          fallbackCode: null,
        },
      ],
    });
    await request(t.server)
      .post('/api/affiliate')
      .set('Cookie', me)
      .send({ affiliateId: 'a b', extra: 1 })
      .expect(400);
  });

  it('records who sent the shopper on their basket', async () => {
    const me = await shopper();
    await request(t.server)
      .post('/api/user-session/tracking')
      .set('Cookie', me)
      .send({ affiliateWindowId: 'awc-123', affiliateId: 'NewBox15' })
      .expect(200);
    const [event] = await t.app.get(EventStore).readStream(`basket-${hashToken(me.split('=')[1])}`);
    expect(event).toMatchObject({
      type: 'AffiliateTracked',
      data: { affiliateWindowId: 'awc-123', affiliateId: 'newbox15' },
    });
    await request(t.server)
      .post('/api/user-session/tracking')
      .set('Cookie', me)
      .send({})
      .expect(400);
    await request(t.server)
      .post('/api/user-session/tracking')
      .set('Cookie', me)
      .send({ affiliateId: '<script>' })
      .expect(400);
  });

  it('charges the discounted total when the basket is paid; the order keeps the code, its effect and the affiliate', async () => {
    const me = await shopper();
    await request(t.server)
      .post('/api/user-session/tracking')
      .set('Cookie', me)
      .send({ affiliateWindowId: 'awc-9', affiliateId: 'newbox15' })
      .expect(200);
    await readyBasket(t.server, me);
    await apply(me, 'WELCOME10').expect(200);
    const state = await checkout(me);
    const expected = state.purchase.totalToPay;
    expect(expected).toBeLessThan(state.purchase.orders[0].originalPrice);
    await pay(t.server, me, 'pm_card_visa', `discount-pay-${dialect}`).expect(200);
    const events = await t.app.get(EventStore).readStream(`basket-${hashToken(me.split('=')[1])}`);
    const payment = events.find((event) => event.type === 'PaymentStarted')!.data as {
      paymentId: string;
      amount: number;
    };
    expect(payment.amount).toBe(expected);
    const [charge] = await t.app
      .get(SqlDatabase)
      .query<{ amount: number }>('SELECT amount FROM test_payments WHERE payment_id = ?', [
        payment.paymentId,
      ]);
    expect(Number(charge.amount)).toBe(expected);

    const placed = events.find((event) => event.type === 'BasketPlaced')!.data as {
      orders: { orderNumber: string }[];
    };
    const [orderPlaced] = await t.app
      .get(EventStore)
      .readStream(`order-${placed.orders[0].orderNumber}`);
    const off = state.purchase.orders[0].orderItems[0].discountAmount;
    expect(off).toBeGreaterThan(0);
    expect(orderPlaced.data).toMatchObject({
      discount: { code: 'WELCOME10', pence: off },
      affiliate: { affiliateId: 'newbox15', affiliateWindowId: 'awc-9' },
      order: { originalPrice: state.purchase.orders[0].originalPrice },
    });
  });

  it('counts a placed basket against the code once: WELCOME10 is once per customer, SPRING5 has no limit', async () => {
    const buyer = { name: 'Ada Lovelace', email: `Ada.${dialect}@Example.com` };
    const first = await shopper();
    await readyBasket(t.server, first);
    await update(t.server, first, 'details', 1, buyer);
    expect((await apply(first, 'WELCOME10').expect(200)).body.data.messages[0].status).toBe(
      'success',
    );
    await pay(t.server, first, 'pm_card_visa', `welcome-once-${dialect}`).expect(200);
    await t.app.get(SubscriptionRunner).wake();
    await t.app.get(SubscriptionRunner).wake();
    const rows = await t.app
      .get(SqlDatabase)
      .query<{ code: string; customer_email: string }>(
        'SELECT code, customer_email FROM discount_redemptions WHERE customer_email = ?',
        [buyer.email.toLowerCase()],
      );
    expect(rows.filter((row) => row.code === 'WELCOME10')).toHaveLength(1);

    // The same buyer again: the details come first, so the shop knows who is asking.
    const again = await shopper();
    await readyBasket(t.server, again);
    await update(t.server, again, 'details', 1, { ...buyer, email: buyer.email.toUpperCase() });
    const answer = await apply(again, 'WELCOME10').expect(200);
    expect(answer.body.data).toEqual({
      code: null,
      messages: [
        {
          status: 'error',
          message: 'You have already used this discount code.',
          isCodeVisible: true,
          fallbackCode: null,
        },
      ],
    });
    // Someone else may still use it, and the same buyer may use a code without a limit.
    await apply(await shopper(), 'WELCOME10').expect(200);
    expect((await apply(again, 'SPRING5').expect(200)).body.data.code).toBe('SPRING5');
  });

  it('takes a code the buyer has used already off before charging, when it went on before they said who they are', async () => {
    const buyer = { name: 'Mary Seacole', email: `mary.${dialect}@example.com` };
    const first = await shopper();
    await readyBasket(t.server, first);
    await update(t.server, first, 'details', 1, buyer);
    await apply(first, 'WELCOME10').expect(200);
    await pay(t.server, first, 'pm_card_visa', `first-${dialect}`).expect(200);
    await t.app.get(SubscriptionRunner).wake();
    await t.app.get(SubscriptionRunner).wake();

    // A guest basket: the code goes on while nobody is known, then the same buyer gives details.
    const again = await shopper();
    // The code goes on an empty basket (it waits for £20 of products), then the order comes.
    await apply(again, 'WELCOME10').expect(200);
    await readyBasket(t.server, again);
    expect((await get(again)).messages[0].status).toBe('success');
    await update(t.server, again, 'details', 1, buyer);
    const refused = await pay(t.server, again, 'pm_card_visa', `second-${dialect}`).expect(409);
    expect(refused.body.error).toBe(
      'You have already used this discount code. It has been taken off your order: please check the new total before you pay.',
    );
    const state = await checkout(again);
    expect(state.discountCode).toBeNull();
    expect(await eventTypes(again)).not.toContain('PaymentStarted');
    // Paying again, at the full price, goes through.
    await pay(t.server, again, 'pm_card_visa', `third-${dialect}`).expect(200);
  });

  it('counts a burst of wrong codes in parallel: ten are answered, the rest refused', async () => {
    const me = await shopper();
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => apply(me, `BURST${i}`, `192.0.2.${i + 1}`)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('does not count a code that took nothing off as used', async () => {
    const buyer = { name: 'Ada Lovelace', email: `cards.${dialect}@example.com` };
    const me = await shopper();
    await add(me, card.id);
    await apply(me, 'WELCOME10').expect(200);
    // A card alone is under £20: the code stays on, warning, and takes nothing off.
    await update(t.server, me, 'card', 1, { size: 'standard' });
    await update(t.server, me, 'message', 1, { message: 'Happy birthday, love from us' });
    await update(t.server, me, 'recipient', 1, {
      recipientName: 'Ada Lovelace',
      addressLine1: '2 High Street',
      town: 'London',
      postcode: 'SW1A 1AA',
    });
    await update(t.server, me, 'details', 1, buyer);
    await pay(t.server, me, 'pm_card_visa', `cards-${dialect}`).expect(200);
    await t.app.get(SubscriptionRunner).wake();
    const rows = await t.app
      .get(SqlDatabase)
      .query<{ code: string }>('SELECT code FROM discount_redemptions WHERE customer_email = ?', [
        buyer.email,
      ]);
    expect(rows).toEqual([]);
  });
});
