import request from 'supertest';
import type { BasketCommand } from '../../domain/basket.commands';
import { SEED_PRODUCTS } from '../../../catalogue';
import { hashToken } from '../../../platform/session/session.service';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { BasketCommandRunner } from '../../commands/basket-command-runner';
import { newShopperCookie } from '../../../testing/test-shopper';

// Thursday 4 June 2026, 11:00 BST: flowers can go tomorrow (Friday) until 17:00 today.
const NOW = new Date('2026-06-04T10:00:00Z');
const AFTER_CUT_OFF = new Date('2026-06-04T16:30:00Z');
const bouquet = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;
const giftCard = SEED_PRODUCTS.find((p) => p.sku === 'GIFTCARD')!;
const personalisedCard = SEED_PRODUCTS.find((p) => p.isPersonalisable && p.available)!;
const greetingsCard = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Cards' && !p.isPersonalisable && p.available,
)!;
const tomorrow = { deliveryId: 'standard', deliveryDate: '2026-06-05' };

const MISSING_CARD =
  'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.';
const EMPTY_MESSAGE = 'Your card message is empty.';
const MISSING_TEXT = 'Your card is missing some personalised text.';
const MISSING_IMAGES = 'Your card is missing some images.';
const INVALID_RECIPIENT = 'Please enter a valid recipient. Click here to edit your order.';
const SAME_ADDRESS =
  'You already have an order going to this address - please choose a different recipient. Click here to edit your order.';
const AMEND_DATE =
  'Sorry, this delivery date is no longer available - please amend your delivery date';
const METHOD_NOT_FOR_POSTCODE =
  'This delivery method is not available for this postcode. If possible, please choose a different delivery method. If no other delivery is showing available, it’s likely we’re unable to send this particular gift to your chosen postcode.';
const NOT_FOUND = "Sorry, we couldn't find that order in your basket.";

const recipient = {
  recipientName: 'Alex Smith',
  addressLine1: '1 High Street',
  addressLine2: '',
  addressLine3: '',
  town: 'London',
  postcode: 'SW1A 1AA',
};

describe.each(testDialects())('GET /api/checkout/validate/:orderIndex on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.set(NOW));

  const newShopper = () => newShopperCookie(t.server);
  const add = (cookie: string, body: object) =>
    request(t.server).post('/api/product/add').set('Cookie', cookie).send(body).expect(200);
  const validate = (cookie: string, orderIndex: string | number) =>
    request(t.server).get(`/api/checkout/validate/${orderIndex}`).set('Cookie', cookie);
  const orderIds = async (cookie: string): Promise<string[]> =>
    (
      await request(t.server).get('/api/checkout/get').set('Cookie', cookie).expect(200)
    ).body.data.purchase.orders.map((o: { id: string }) => o.id);

  /** The checkout update endpoint is not ours to rely on: run the basket commands directly. */
  const run = (cookie: string, command: BasketCommand) =>
    t.app.get(BasketCommandRunner).run(command, {
      session: { id: hashToken(cookie.split('=')[1]), customerId: null, email: null },
      correlationId: 'test',
    });
  async function completeOrder(cookie: string, orderId: string, to = recipient) {
    await run(cookie, { type: 'ChooseCard', data: { orderId, size: 'standard' } });
    await run(cookie, {
      type: 'SetMessage',
      data: { orderId, message: 'Happy birthday!', personalisationConfiguration: null },
    });
    await run(cookie, { type: 'SetRecipient', data: { orderId, ...to } });
  }

  it('lists what a fresh order lacks, each linked to its section', async () => {
    const me = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow });
    const response = await validate(me, 1).expect(200);
    expect(response.body.data).toEqual({
      orderIndex: 1,
      orderErrors: [
        { message: MISSING_CARD, editing: 'card' },
        { message: EMPTY_MESSAGE, editing: 'message' },
        { message: INVALID_RECIPIENT, editing: 'recipient' },
      ],
      errors: [MISSING_CARD, EMPTY_MESSAGE, INVALID_RECIPIENT],
    });
    // Reported as data, not as an error: the storefront shows them as links.
    expect(response.body.error).toBeUndefined();
  });

  it('passes a completed order until its delivery date passes the cut-off', async () => {
    const me = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow });
    const [orderId] = await orderIds(me);
    await completeOrder(me, orderId);
    expect((await validate(me, 1).expect(200)).body.data).toEqual({
      orderIndex: 1,
      orderErrors: [],
      errors: [],
    });
    t.clock.set(AFTER_CUT_OFF);
    expect((await validate(me, 1).expect(200)).body.data.orderErrors).toEqual([
      { message: AMEND_DATE, editing: 'delivery' },
    ]);
  });

  it('reports unfilled personalisation, shared addresses and unreachable postcodes', async () => {
    const me = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow });
    await add(me, { id: bouquet.id, deliveryId: 'before-1pm', deliveryDate: '2026-06-05' });
    await add(me, { id: bouquet.id, ...tomorrow });
    const [first, second, third] = await orderIds(me);
    await completeOrder(me, first);
    await completeOrder(me, second, {
      ...recipient,
      addressLine1: '9 Pier Road',
      postcode: 'HS1 2AA',
    });
    await completeOrder(me, third, {
      ...recipient,
      addressLine1: '1 HIGH STREET',
      postcode: 'sw1a1aa',
    });
    await run(me, {
      type: 'SetMessage',
      data: {
        orderId: first,
        message: 'For you',
        personalisationConfiguration: JSON.stringify({
          areas: [{ type: 'text', value: 'Your name', placeholder: 'Your name' }],
        }),
      },
    });
    expect((await validate(me, 1).expect(200)).body.data.errors).toEqual([
      MISSING_TEXT,
      SAME_ADDRESS,
    ]);
    expect((await validate(me, 2).expect(200)).body.data.orderErrors).toEqual([
      { message: METHOD_NOT_FOR_POSTCODE, editing: 'delivery' },
    ]);
    expect((await validate(me, 3).expect(200)).body.data).toMatchObject({
      orderIndex: 3,
      errors: [SAME_ADDRESS],
    });
  });

  it('asks for the photo and words of a personalised card from the moment it is added', async () => {
    const me = await newShopper();
    await add(me, { id: personalisedCard.id, deliveryId: 'letterbox', deliveryDate: '2026-06-05' });
    expect((await validate(me, 1).expect(200)).body.data.errors).toEqual(
      expect.arrayContaining([MISSING_IMAGES, MISSING_TEXT]),
    );
    // A message saved without a configuration leaves the card's areas as they were.
    const [orderId] = await orderIds(me);
    await run(me, {
      type: 'SetMessage',
      data: { orderId, message: 'Happy birthday!', personalisationConfiguration: null },
    });
    expect((await validate(me, 1).expect(200)).body.data.errors).toEqual(
      expect.arrayContaining([MISSING_IMAGES, MISSING_TEXT]),
    );
  });

  it('does not ask a greetings card bought on its own for a card: it is the card', async () => {
    const me = await newShopper();
    await add(me, { id: greetingsCard.id, deliveryId: 'letterbox', deliveryDate: '2026-06-05' });
    const [orderId] = await orderIds(me);
    const before = await validate(me, 1).expect(200);
    expect(before.body.data.errors).toEqual([EMPTY_MESSAGE, INVALID_RECIPIENT]);
    await run(me, {
      type: 'SetMessage',
      data: { orderId, message: 'Happy birthday!', personalisationConfiguration: null },
    });
    await run(me, { type: 'SetRecipient', data: { orderId, ...recipient } });
    expect((await validate(me, 1).expect(200)).body.data.errors).toEqual([]);
  });

  it('answers no errors for a gift card', async () => {
    const me = await newShopper();
    await request(t.server)
      .post('/api/product/add/gift-card')
      .set('Cookie', me)
      .send({ id: giftCard.id, price: 3000 })
      .expect(200);
    expect((await validate(me, 1).expect(200)).body.data).toEqual({
      orderIndex: 1,
      orderErrors: [],
      errors: [],
    });
  });

  it.each(['0', '-1', '1.5', 'abc', '01', '1e0', '0x1', '%201'])(
    'refuses order index %s with 400',
    async (index) => {
      const me = await newShopper();
      await add(me, { id: bouquet.id, ...tomorrow });
      const response = await validate(me, index).expect(400);
      expect(response.body.error).toBe('Sorry, that order number is not valid.');
    },
  );

  it('answers 404 for an order beyond the basket', async () => {
    const me = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow });
    expect((await validate(me, 2).expect(404)).body.error).toBe(NOT_FOUND);
    const empty = await newShopper();
    expect((await validate(empty, 1).expect(404)).body.error).toBe(NOT_FOUND);
  });

  it("cannot validate another session's order", async () => {
    const me = await newShopper();
    const other = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow });
    expect((await validate(other, 1).expect(404)).body.error).toBe(NOT_FOUND);
    expect((await validate(me, 1).expect(200)).body.data.errors).toHaveLength(3);
  });
});
