import request from 'supertest';
import { SESSION_COOKIE } from '../../platform/session/session.middleware';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../../platform/database/scratch-database';
import { SEED_POTS, SEED_PRODUCTS } from '../../catalogue';
import { USE_GIFT_CARD_PAGE } from './add-product/add-product.handler';
import { newShopperCookie } from '../../testing/test-shopper';

// Thursday 4 June 2026, 11:00 BST: flowers can go tomorrow by Standard Delivery.
const NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Flowers' && p.variants.length === 3 && p.available,
)!;
const plant = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Plants' && p.isCustomisable && p.available,
)!;
const unavailable = SEED_PRODUCTS.find((p) => !p.available)!;
const giftCard = SEED_PRODUCTS.find((p) => p.sku === 'GIFTCARD')!;
const AMEND = 'Sorry, this delivery date is no longer available - please amend your delivery date';

describe.each(testDialects())('basket commands on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  const newShopper = () => newShopperCookie(t.server);
  const add = (cookie: string, body: object, key?: string) => {
    const call = request(t.server).post('/api/product/add').set('Cookie', cookie).send(body);
    return key ? call.set('Idempotency-Key', key) : call;
  };
  const checkout = async (cookie: string) =>
    (await request(t.server).get('/api/checkout/get').set('Cookie', cookie).expect(200)).body.data;
  const tomorrow = { deliveryId: 'standard', deliveryDate: '2026-06-05' };

  it('adds a product at the catalogue price with its delivery', async () => {
    const me = await newShopper();
    const response = await add(me, { id: bouquet.id, ...tomorrow }).expect(200);
    expect(response.body.data).toEqual([]);
    const [order] = (await checkout(me)).purchase.orders;
    expect(order.orderItems[0].product.name).toBe(bouquet.name);
    expect(order.orderItems[0].price).toBe(bouquet.price - bouquet.discount);
    expect(order.orderDelivery).toMatchObject({
      date: '2026-06-05',
      methodName: 'Standard Delivery',
      price: 0,
    });
  });

  it('adds a chosen variant at its own price', async () => {
    const me = await newShopper();
    const luxury = bouquet.variants[2];
    await add(me, { id: luxury.id, ...tomorrow }).expect(200);
    expect((await checkout(me)).purchase.orders[0].orderItems[0].price).toBe(
      luxury.price - luxury.discount,
    );
  });

  it('never takes a price from the request', async () => {
    const me = await newShopper();
    const response = await add(me, { id: bouquet.id, ...tomorrow, price: 1 }).expect(400);
    expect(response.body.error).toBe('property price should not exist');
    expect((await checkout(me)).purchase.orders).toEqual([]);
  });

  it('answers refused adds as an error list and changes nothing', async () => {
    const me = await newShopper();
    expect(
      (
        await add(me, {
          id: bouquet.id,
          deliveryId: 'standard',
          deliveryDate: '2026-06-04',
        }).expect(200)
      ).body.data,
    ).toEqual([AMEND]);
    expect(
      (
        await add(me, {
          id: bouquet.id,
          deliveryId: 'letterbox',
          deliveryDate: '2026-06-05',
        }).expect(200)
      ).body.data,
    ).toEqual([AMEND]);
    expect((await add(me, { id: unavailable.id, ...tomorrow }).expect(200)).body.data).toEqual([
      'Sorry, unfortunately this product is currently unavailable.',
    ]);
    // Beyond the calendar's look-ahead (this month and the six after it).
    for (const deliveryDate of ['9999-12-31', '2027-01-02']) {
      expect(
        (await add(me, { id: bouquet.id, deliveryId: 'standard', deliveryDate }).expect(200)).body
          .data,
      ).toEqual([AMEND]);
    }
    expect((await checkout(me)).purchase.orders).toEqual([]);
  });

  it('refuses bad input with 4xx', async () => {
    const me = await newShopper();
    await add(me, { id: bouquet.id, deliveryId: 'standard', deliveryDate: '5th June' }).expect(400);
    await add(me, { id: 987654, ...tomorrow }).expect(404);
    await add(me, { id: bouquet.id, ...tomorrow, customisationId: SEED_POTS[0].id }).expect(404);
    expect((await add(me, { id: giftCard.id, ...tomorrow }).expect(400)).body.error).toBe(
      USE_GIFT_CARD_PAGE,
    );
    await add(me, { id: bouquet.id, ...tomorrow }, 'bad key').expect(400);
  });

  it('adds a plant with its chosen pot', async () => {
    const me = await newShopper();
    const pot = SEED_POTS[1];
    await add(me, {
      id: plant.id,
      deliveryId: 'tracked',
      deliveryDate: '2026-06-08',
      customisationId: pot.id,
    }).expect(200);
    const [order] = (await checkout(me)).purchase.orders;
    expect(order.orderItems).toHaveLength(2);
    expect(order.orderItems[0]).toMatchObject({ addon: false, product: { id: plant.id } });
    expect(order.orderItems[1]).toMatchObject({
      addon: true,
      product: { name: pot.name, attributes: ['Pots'] },
    });
    expect(order.subtotal).toBe(plant.price - plant.discount + pot.price - pot.discount);
  });

  it('adds gift cards within £5 to £250 without a delivery', async () => {
    const me = await newShopper();
    const gift = (price: number) =>
      request(t.server)
        .post('/api/product/add/gift-card')
        .set('Cookie', me)
        .send({ id: giftCard.id, price });
    expect((await gift(3000).expect(200)).body.data).toEqual([]);
    expect((await gift(100).expect(200)).body.data).toEqual([
      'Gift cards are available between £5 and £250.',
    ]);
    await request(t.server)
      .post('/api/product/add/gift-card')
      .set('Cookie', me)
      .send({ id: bouquet.id, price: 3000 })
      .expect(404);
    const orders = (await checkout(me)).purchase.orders;
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ isGiftCard: true, total: 3000 });
  });

  it('records a retried add with the same Idempotency-Key once', async () => {
    const me = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow }, 'add-0001-retry').expect(200);
    await add(me, { id: bouquet.id, ...tomorrow }, 'add-0001-retry').expect(200);
    await add(me, { id: bouquet.id, ...tomorrow }, 'add-0002-other').expect(200);
    expect((await checkout(me)).purchase.orders).toHaveLength(2);
  });

  it('lands 50 parallel adds to one basket as 50 orders', async () => {
    const me = await newShopper();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => add(me, { id: bouquet.id, ...tomorrow })),
    );
    expect(answers.map((a) => [a.status, a.body.data])).toEqual(
      Array.from({ length: 50 }, () => [200, []]),
    );
    expect((await checkout(me)).purchase.orders).toHaveLength(50);
  });

  it("removes an order, and cannot touch another session's basket", async () => {
    const me = await newShopper();
    const other = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow }).expect(200);
    const [order] = (await checkout(me)).purchase.orders;
    const refused = await request(t.server)
      .post('/api/checkout/remove')
      .set('Cookie', other)
      .send({ orderId: order.id })
      .expect(404);
    expect(refused.body.error).toBe("Sorry, we couldn't find that order in your basket.");
    expect((await checkout(me)).purchase.orders).toHaveLength(1);
    const removed = await request(t.server)
      .post('/api/checkout/remove')
      .set('Cookie', me)
      .send({ orderId: order.id })
      .expect(200);
    expect(removed.body.data.purchase.orders).toEqual([]);
  });

  it('refuses a cross-site add', async () => {
    const me = await newShopper();
    await add(me, { id: bouquet.id, ...tomorrow })
      .set('Sec-Fetch-Site', 'cross-site')
      .expect(403);
    expect((await checkout(me)).purchase.orders).toEqual([]);
  });

  it('keeps sessions apart: each only sees its own orders', async () => {
    const a = await newShopper();
    const b = await newShopper();
    await add(a, { id: bouquet.id, ...tomorrow }).expect(200);
    expect((await checkout(b)).purchase.orders).toEqual([]);
    expect(SESSION_COOKIE).toBe(a.split('=')[0]);
  });
});
