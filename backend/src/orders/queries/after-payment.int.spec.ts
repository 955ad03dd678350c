import request from 'supertest';
import { CommandBus } from '@nestjs/cqrs';
import { testDialects } from '../../platform/database/scratch-database';
import { EventStore } from '../../platform/event-store/event-store';
import { hashToken } from '../../platform/session/session.service';
import { createTestApp } from '../../testing/test-app';
import { newShopperCookie } from '../../testing/test-shopper';
import { AdvanceOrder } from '../commands/advance-order/advance-order.command';
import { cookieSetBy, pay, readyBasket } from '../orders.test-kit';

const NOT_TRACKED =
  "Sorry, we couldn't find an order with that tracking number and postcode. Please check both and try again.";
const NO_PURCHASE = "Sorry, we couldn't find a completed purchase for this visit.";

describe.each(testDialects())('after payment on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: string;
  let purchaseId: string;
  let orderNumber: string;
  let trackingNumber: string;
  let oldCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    oldCookie = await newShopperCookie(t.server);
    await readyBasket(t.server, oldCookie, { postcode: 'sw1a 1aa' });
    const paid = await pay(t.server, oldCookie, 'pm_card_visa', 'after-payment-1').expect(200);
    buyer = cookieSetBy(paid)!;
    purchaseId = paid.body.data.purchaseId;
    [orderNumber] = paid.body.data.orderNumbers;
    const complete = await request(t.server).get('/api/order-complete').set('Cookie', buyer);
    trackingNumber = complete.body.data.orders[0].trackingNumber;
  });
  afterAll(async () => {
    await t.close();
  });

  const track = (postcode: string, number: string) =>
    request(t.server).get(
      `/api/tracking/${encodeURIComponent(postcode)}/${encodeURIComponent(number)}`,
    );

  it('keeps the basket and its orders in one history: one correlation id for the purchase', async () => {
    const store = t.app.get(EventStore);
    const basket = await store.readStream(`basket-${hashToken(oldCookie.split('=')[1])}`);
    const placedBasket = basket.filter((e) => ['PaymentStarted', 'BasketPlaced'].includes(e.type));
    const order = await store.readStream(`order-${orderNumber}`);
    expect(order.map((e) => e.type)).toEqual(['OrderPlaced']);
    for (const event of [...placedBasket, ...order]) {
      expect(event.metadata.correlationId).toBe(purchaseId);
    }
  });

  it('shows the purchase to the session that paid (old and new cookie) and to nobody else', async () => {
    const mine = await request(t.server)
      .get('/api/order-complete')
      .set('Cookie', buyer)
      .expect(200);
    expect(mine.body.data.orders[0].orderNumber).toBe(orderNumber);
    await request(t.server).get('/api/order-complete').set('Cookie', oldCookie).expect(200);
    const stranger = await newShopperCookie(t.server);
    const refused = await request(t.server)
      .get('/api/order-complete')
      .set('Cookie', stranger)
      .expect(404);
    expect(refused.body.error).toBe(NO_PURCHASE);
    await request(t.server).get('/api/order-complete').expect(404);
  });

  it('tracks the order by tracking number and postcode, however the postcode is typed', async () => {
    const tracked = await track('SW1A1AA', trackingNumber).expect(200);
    expect(tracked.body.data).toMatchObject({
      orderNumber,
      trackingNumber,
      recipientName: 'Ada Lovelace',
      postcode: 'SW1A 1AA',
      deliveryDate: '2026-06-05',
      status: 'placed',
    });
    expect(tracked.body.data.timeline.map((s: { reached: boolean }) => s.reached)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    await track('sw1a 1aa', trackingNumber.toLowerCase()).expect(200);
  });

  it('answers the same 404 for a wrong postcode, an unknown or malformed tracking number', async () => {
    for (const [postcode, number] of [
      ['EC1A 1BB', trackingNumber],
      ['SW1A 1AA', 'TNAAAAAAAAAA'],
      ['SW1A 1AA', 'not-a-number'],
      ['SW1A 1AA', '%F0%9F%8C%B9'],
    ]) {
      const answer = await track(postcode, number).expect(404);
      expect(answer.body.error).toBe(NOT_TRACKED);
    }
    await track('a'.repeat(40), trackingNumber).expect(400);
  });

  it('moves the order on with order:advance and shows each step on the timeline', async () => {
    const commands = t.app.get(CommandBus);
    expect(await commands.execute(new AdvanceOrder(orderNumber, 'test'))).toBe('with-florist');
    expect(await commands.execute(new AdvanceOrder(orderNumber.toLowerCase(), 'test'))).toBe(
      'out-for-delivery',
    );
    const tracked = await track('SW1A 1AA', trackingNumber).expect(200);
    expect(tracked.body.data.status).toBe('out-for-delivery');
    expect(
      tracked.body.data.timeline.map((s: { label: string; reached: boolean }) => [
        s.label,
        s.reached,
      ]),
    ).toEqual([
      ['Order placed', true],
      ['With the florist', true],
      ['Out for delivery', true],
      ['Delivered', false],
    ]);
    await commands.execute(new AdvanceOrder(orderNumber, 'test'));
    await expect(commands.execute(new AdvanceOrder(orderNumber, 'test'))).rejects.toThrow(
      'This order has already been delivered.',
    );
    await expect(commands.execute(new AdvanceOrder('P0000000', 'test'))).rejects.toThrow(
      "Sorry, we couldn't find that order.",
    );
    const complete = await request(t.server).get('/api/order-complete').set('Cookie', buyer);
    expect(complete.body.data.orders[0].status).toBe('delivered');
  });

  it('stores questionnaire answers against the purchase, refusing anything not asked', async () => {
    const answers = {
      'How did you hear about us?': 'Search engine',
      'Who is it for?': 'Family',
      'What is the occasion?': 'Birthday',
    };
    const stranger = await newShopperCookie(t.server);
    const refused = await request(t.server)
      .post('/api/order-questionnaire')
      .set('Cookie', stranger)
      .send({ answers })
      .expect(404);
    expect(refused.body.error).toBe(NO_PURCHASE);
    for (const [body, message] of [
      [{ answers: {} }, 'Please answer at least one question.'],
      [{ answers: { 'What is your password?': 'x' } }, 'Please answer the questions we asked.'],
      [{ answers: { 'Who is it for?': 'My cat' } }, 'Please choose one of the answers offered.'],
      [{ answers: { 'Who is it for?': 7 } }, 'Please choose one of the answers offered.'],
    ] as const) {
      const bad = await request(t.server)
        .post('/api/order-questionnaire')
        .set('Cookie', buyer)
        .send(body)
        .expect(400);
      expect(bad.body.error).toBe(message);
    }
    await request(t.server)
      .post('/api/order-questionnaire')
      .set('Cookie', buyer)
      .send({ answers: 'Search engine' })
      .expect(400);
    const before = await request(t.server).get('/api/order-complete').set('Cookie', buyer);
    expect(before.body.data.questionnaireAnswered).toBe(false);
    const stored = await request(t.server)
      .post('/api/order-questionnaire')
      .set('Cookie', buyer)
      .send({ answers })
      .expect(200);
    expect(stored.body.data.questionnaireAnswered).toBe(true);
    const basket = await t.app
      .get(EventStore)
      .readStream(`basket-${hashToken(oldCookie.split('=')[1])}`);
    expect(basket.at(-1)).toMatchObject({
      type: 'QuestionnaireAnswered',
      data: { purchaseId, answers },
    });
  });
});

describe('payment odds and ends', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('names the built-in test provider for the card form', async () => {
    const config = await request(t.server).get('/api/payment/config').expect(200);
    expect(config.body.data).toEqual({ provider: 'test', publishableKey: null });
  });

  it('records begin_checkout once per basket, and nothing for an empty one', async () => {
    const me = await newShopperCookie(t.server);
    await request(t.server).post('/api/checkout/begin').set('Cookie', me).expect(200);
    await readyBasket(t.server, me);
    const first = await request(t.server).post('/api/checkout/begin').set('Cookie', me).expect(200);
    expect(first.body.data.purchase.orders).toHaveLength(1);
    await request(t.server).post('/api/checkout/begin').set('Cookie', me).expect(200);
    const events = await t.app.get(EventStore).readStream(`basket-${hashToken(me.split('=')[1])}`);
    const begun = events.filter((e) => e.type === 'CheckoutBegun');
    expect(begun).toEqual([
      expect.objectContaining({ data: { total: first.body.data.purchase.total } }),
    ]);
  });

  it('refuses bad payment requests with a clear 400 and changes nothing', async () => {
    const me = await newShopperCookie(t.server);
    await readyBasket(t.server, me);
    const before = await t.app.get(EventStore).readStream(`basket-${hashToken(me.split('=')[1])}`);
    const noKey = await request(t.server)
      .post('/api/payment/pay')
      .set('Cookie', me)
      .send({ paymentMethod: 'pm_card_visa' })
      .expect(400);
    expect(noKey.body.error).toBe(
      'Idempotency-Key header is required: a unique id for this payment attempt.',
    );
    await pay(t.server, me, 'pm_card_visa', 'short').expect(400);
    await pay(t.server, me, 'pm_card_visa', 'k'.repeat(201)).expect(400);
    for (const body of [
      { paymentMethod: '4242424242424242' },
      { paymentMethod: '' },
      { paymentMethod: 'pm_card_visa', price: 1 },
      { paymentMethod: 'pm_card_visa', giftCardCode: 'x'.repeat(41) },
      { paymentMethod: ['pm_card_visa'] },
      {},
    ]) {
      await request(t.server)
        .post('/api/payment/pay')
        .set('Cookie', me)
        .set('Idempotency-Key', 'bad-input-1')
        .send(body)
        .expect(400);
    }
    const unknown = await pay(t.server, me, 'pm_card_amex', 'unknown-method-1').expect(400);
    expect(unknown.body.error).toBe('Please check your card details and try again.');
    const giftOnly = await pay(t.server, me, 'gift_card', 'gift-only-1').expect(400);
    expect(giftOnly.body.error).toBe('Please enter your card details to pay the rest.');
    await request(t.server)
      .post('/api/payment/pay')
      .set('Cookie', me)
      .set('Idempotency-Key', 'bad-json-1')
      .set('Content-Type', 'application/json')
      .send('{"paymentMethod":')
      .expect(400);
    const after = await t.app.get(EventStore).readStream(`basket-${hashToken(me.split('=')[1])}`);
    expect(after).toHaveLength(before.length);
  });

  it('refuses an empty basket, and a payment with no session leaves nothing behind', async () => {
    const me = await newShopperCookie(t.server);
    const empty = await pay(t.server, me, 'pm_card_visa', 'empty-basket-1').expect(400);
    expect(empty.body.error).toBe('Your basket is empty.');
    const cookieless = await request(t.server)
      .post('/api/payment/pay')
      .set('Idempotency-Key', 'cookieless-1')
      .send({ paymentMethod: 'pm_card_visa' })
      .expect(400);
    expect(cookieSetBy(cookieless)).toBeNull();
  });
});
