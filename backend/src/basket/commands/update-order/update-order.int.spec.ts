import request from 'supertest';
import { SEED_ADDONS, SEED_POTS, SEED_PRODUCTS } from '../../../catalogue';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { DEFAULT_PERSONALISATION } from '@shop/contracts';
import { EventStore } from '../../../platform/event-store/event-store';
import { hashToken } from '../../../platform/session/session.service';
import { basketStreamOf } from '../../domain/basket-stream';
import { BasketCommandRunner } from '../basket-command-runner';
import { ADDON_NOT_OFFERED } from '../change-addons/change-addons.handler';

const NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Flowers' && p.available && p.addonIds.length > 0,
)!;
const plant = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Plants' && p.isCustomisable && p.available,
)!;
const personalCard = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Cards' && p.isPersonalisable && p.available,
)!;
const notOffered = SEED_ADDONS.find((a) => !bouquet.addonIds.includes(a.id));

describe.each(testDialects())('checkout update on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  async function shopperWith(
    productId: number,
    deliveryId: string,
    deliveryDate: string,
    extra: object = {},
  ) {
    const session = await request(t.server).post('/api/user-session');
    const cookie = String((session.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
    const added = await request(t.server)
      .post('/api/product/add')
      .set('Cookie', cookie)
      .send({ id: productId, deliveryId, deliveryDate, ...extra });
    expect(added.body.data).toEqual([]);
    return cookie;
  }
  const update = (cookie: string, key: string, data: object, orderIndex = 1) =>
    request(t.server)
      .post('/api/checkout/update')
      .set('Cookie', cookie)
      .send({ key, orderIndex, data });

  it('chooses a card, writes the message onto it and reports overflow', async () => {
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    const card = await update(me, 'card', { size: 'premium-a6' }).expect(200);
    const [order] = card.body.data.purchase.orders;
    expect(order.orderItems[1]).toMatchObject({
      card: true,
      price: 225,
      product: { name: 'Premium A6 Card', attributes: ['A6'] },
    });
    const message = await update(me, 'message', {
      message: 'Happy birthday, love from us all',
    }).expect(200);
    expect(message.body.data.purchase.orders[0].orderItems[1]).toMatchObject({
      message: 'Happy birthday, love from us all',
      messageIsOverflowing: false,
    });
    const long = await update(me, 'message', { message: 'x'.repeat(401) }).expect(200);
    expect(long.body.data.purchase.orders[0].orderItems[1].messageIsOverflowing).toBe(true);
  });

  it('sets the recipient, refusing an invalid one with the spec message', async () => {
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    const ok = await update(me, 'recipient', {
      recipientName: 'Ada',
      addressLine1: '1 Rose Lane',
      town: 'Bath',
      postcode: 'ba11aa',
    }).expect(200);
    expect(ok.body.data.purchase.orders[0].orderDelivery).toMatchObject({
      recipientName: 'Ada',
      postcode: 'BA1 1AA',
    });
    const bad = await update(me, 'recipient', {
      recipientName: 'Ada',
      addressLine1: '1 Rose Lane',
      postcode: 'AB',
    }).expect(422);
    expect(bad.body.error).toBe('Please enter a valid recipient.');
    // Postcode-shaped is not enough: it must be a UK postcode, and nothing changes.
    const word = await update(me, 'recipient', {
      recipientName: 'Ada',
      addressLine1: '1 Rose Lane',
      postcode: 'HELLO',
    }).expect(422);
    expect(word.body.error).toBe('Please enter a valid recipient.');
    const after = await request(t.server).get('/api/checkout/get').set('Cookie', me).expect(200);
    expect(after.body.data.purchase.orders[0].orderDelivery.postcode).toBe('BA1 1AA');
  });

  it('changes the delivery with the price from the rules, refusing a day it cannot go', async () => {
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    const tracked = await update(me, 'delivery', {
      methodId: 'tracked',
      date: '2026-06-06',
    }).expect(200);
    expect(tracked.body.data.purchase.orders[0].orderDelivery).toMatchObject({
      methodName: 'Tracked Delivery',
      price: 399,
      date: '2026-06-06',
    });
    const refused = await update(me, 'delivery', {
      methodId: 'standard',
      date: '2026-06-08',
    }).expect(422);
    expect(refused.body.error).toBe(
      'Sorry, this delivery date is no longer available - please amend your delivery date',
    );
    const farAway = await update(me, 'delivery', { methodId: 'tracked', date: '9999-12-31' });
    expect(farAway.status).toBe(422);
    expect(farAway.body.error).toBe(refused.body.error);
    const after = await request(t.server).get('/api/checkout/get').set('Cookie', me).expect(200);
    expect(after.body.data.purchase.orders[0].orderDelivery.date).toBe('2026-06-06');
  });

  it('sets the addons to exactly the ones asked for', async () => {
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    const addon = bouquet.addonIds[0];
    const withAddon = await update(me, 'addons', { addonIds: [addon] }).expect(200);
    expect(
      withAddon.body.data.purchase.orders[0].orderItems.map(
        (i: { product: { id: number } }) => i.product.id,
      ),
    ).toEqual([bouquet.id, addon]);
    const without = await update(me, 'addons', { addonIds: [] }).expect(200);
    expect(without.body.data.purchase.orders[0].orderItems).toHaveLength(1);
    if (notOffered)
      expect(
        (await update(me, 'addons', { addonIds: [notOffered.id] }).expect(422)).body.error,
      ).toBe(ADDON_NOT_OFFERED);
  });

  it('swaps one extra for another, and a refused part of a change changes nothing', async () => {
    const [first, second] = bouquet.addonIds;
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    const session = { id: hashToken(me.split('=')[1]), customerId: null, email: null };
    const stream = basketStreamOf(session);
    const store = t.app.get(EventStore);
    await update(me, 'addons', { addonIds: [first] }).expect(200);
    const before = await store.readStream(stream);
    if (second !== undefined) {
      await update(me, 'addons', { addonIds: [second] }).expect(200);
      const swap = (await store.readStream(stream)).slice(before.length);
      expect(swap.map((e) => e.type)).toEqual(['AddonAdded', 'AddonRemoved']);
    }
    const atSwap = await store.readStream(stream);
    const runner = t.app.get(BasketCommandRunner);
    const [orderId] = (
      await request(t.server).get('/api/checkout/get').set('Cookie', me)
    ).body.data.purchase.orders.map((o: { id: string }) => o.id);
    await expect(
      runner.runAll(
        [
          { type: 'RemoveAddon', data: { orderId, productId: second ?? first } },
          { type: 'RemoveOrder', data: { orderId: 'no-such-order' } },
        ],
        { session, correlationId: 'test' },
      ),
    ).rejects.toThrow();
    expect(await store.readStream(stream)).toHaveLength(atSwap.length);
  });

  it('changes a plant’s pot, and refuses pots on a bouquet', async () => {
    const plantShopper = await shopperWith(plant.id, 'tracked', '2026-06-08', {
      customisationId: SEED_POTS[0].id,
    });
    const changed = await update(plantShopper, 'pot', { potId: SEED_POTS[2].id }).expect(200);
    expect(changed.body.data.purchase.orders[0].orderItems[1].product.name).toBe(SEED_POTS[2].name);
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    expect((await update(me, 'pot', { potId: SEED_POTS[2].id }).expect(422)).body.error).toBe(
      'Sorry, pots are not available for this product.',
    );
  });

  it('records the customer details with mailShot defaulting to true', async () => {
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    const response = await update(me, 'details', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    }).expect(200);
    expect(response.body.data.customer).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '',
      mailShot: true,
      businessCustomer: false,
    });
    expect(
      (await update(me, 'details', { name: 'Ada', email: 'not-an-email' }).expect(422)).body.error,
    ).toBe('Please enter a valid email address.');
  });

  it('refuses bad input and orders that are not this session’s', async () => {
    const me = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    await update(me, 'colour', {}).expect(400);
    expect((await update(me, 'card', { size: 'huge' }).expect(400)).body.error).toBe(
      'size must be standard, premium-a6 or premium-a5',
    );
    expect((await update(me, 'card', { size: 'standard', price: 0 }).expect(400)).body.error).toBe(
      'property price should not exist',
    );
    await update(me, 'card', { size: 'standard' }, 2).expect(404);
    const other = await shopperWith(bouquet.id, 'standard', '2026-06-05');
    await update(other, 'card', { size: 'standard' }, 2).expect(404);
  });

  it('answers edit-delivery and card personalisation for the session’s order', async () => {
    const me = await shopperWith(personalCard.id, 'letterbox', '2026-06-05');
    const edit = await request(t.server)
      .get('/api/checkout/1/edit-delivery')
      .set('Cookie', me)
      .expect(200);
    expect(edit.body.data).toMatchObject({
      productId: personalCard.id,
      isAvailableProduct: true,
      delivery: { date: '2026-06-05', methodId: 'letterbox' },
    });
    const config = await request(t.server)
      .get('/api/checkout/1/card-personalisation/config')
      .set('Cookie', me)
      .expect(200);
    expect(config.body.data.product).toMatchObject({
      id: personalCard.id,
      isPersonalisable: true,
      configuration: DEFAULT_PERSONALISATION,
    });
    await request(t.server).get('/api/checkout/2/edit-delivery').set('Cookie', me).expect(404);
    await request(t.server).get('/api/checkout/x/edit-delivery').set('Cookie', me).expect(400);
  });
});
