import type { CheckoutAddonsResponse, CheckoutExtra, CheckoutOrder } from '@shop/contracts';
import request from 'supertest';
import type { CatalogueSnapshot } from '../../../catalogue';
import { SEED_ADDONS, SEED_POTS, SEED_PRODUCTS } from '../../../catalogue';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { offeredExtras } from './offered-extras';
import { ADDON_NOT_OFFERED } from '../../commands/change-addons/change-addons.handler';
import { BASKET_MESSAGES } from '../../domain/basket.messages';
import { BAD_ORDER_INDEX } from '../../domain/order-index';
import { newShopperCookie } from '../../../testing/test-shopper';

const NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Flowers' && p.available && p.addonIds.length > 1,
)!;
const plant = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Plants' && p.isCustomisable && p.available,
)!;
const giftCard = SEED_PRODUCTS.find((p) => p.sku === 'GIFTCARD')!;
const addonNamed = (id: number) => SEED_ADDONS.find((a) => a.id === id)!;
const chosenIds = (extras: CheckoutExtra[]) => extras.filter((e) => e.chosen).map((e) => e.id);

describe.each(testDialects())('checkout addons on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  const newShopper = () => newShopperCookie(t.server);
  async function shopperWith(productId: number, deliveryId: string, extra: object = {}) {
    const cookie = await newShopper();
    const added = await request(t.server)
      .post('/api/product/add')
      .set('Cookie', cookie)
      .send({
        id: productId,
        deliveryId,
        deliveryDate: deliveryId === 'standard' ? '2026-06-05' : '2026-06-08',
        ...extra,
      });
    expect(added.body.data).toEqual([]);
    return cookie;
  }
  const extras = (cookie: string, index: number | string = 1) =>
    request(t.server).get(`/api/checkout/${index}/addons`).set('Cookie', cookie);
  const update = (cookie: string, key: string, data: object) =>
    request(t.server)
      .post('/api/checkout/update')
      .set('Cookie', cookie)
      .send({ key, orderIndex: 1, data });

  it('lists what a bouquet offers, none chosen and no pots', async () => {
    const me = await shopperWith(bouquet.id, 'standard');
    const body = (await extras(me).expect(200)).body.data as CheckoutAddonsResponse;
    expect(body.pots).toEqual([]);
    expect(body.addons.map((a) => a.id)).toEqual(bouquet.addonIds);
    const first = addonNamed(bouquet.addonIds[0]);
    expect(body.addons[0]).toEqual({
      id: first.id,
      name: first.name,
      image: `/images/addons/${first.id}-285.svg`,
      price: first.price,
      description: first.description,
      chosen: false,
    });
  });

  it('shows addons chosen through checkout update as chosen, with the totals changed', async () => {
    const me = await shopperWith(bouquet.id, 'standard');
    const [one, two] = bouquet.addonIds;
    const before = (await update(me, 'addons', { addonIds: [] }).expect(200)).body.data;
    const after = (await update(me, 'addons', { addonIds: [one, two] }).expect(200)).body.data;
    const added = addonNamed(one).price + addonNamed(two).price;
    expect(after.purchase.orders[0].total).toBe(before.purchase.orders[0].total + added);
    expect(after.purchase.total).toBe(before.purchase.total + added);
    let body = (await extras(me).expect(200)).body.data as CheckoutAddonsResponse;
    expect(chosenIds(body.addons)).toEqual([one, two]);

    const fewer = (await update(me, 'addons', { addonIds: [two] }).expect(200)).body.data;
    expect(fewer.purchase.orders[0].total).toBe(
      before.purchase.orders[0].total + addonNamed(two).price,
    );
    body = (await extras(me).expect(200)).body.data as CheckoutAddonsResponse;
    expect(chosenIds(body.addons)).toEqual([two]);
  });

  it('offers a plant its pots with the chosen one marked, following a pot change', async () => {
    const me = await shopperWith(plant.id, 'tracked', { customisationId: SEED_POTS[0].id });
    let body = (await extras(me).expect(200)).body.data as CheckoutAddonsResponse;
    expect(body.addons.map((a) => a.id)).toEqual(plant.addonIds);
    expect(body.pots.map((p) => p.id).sort()).toEqual(SEED_POTS.map((p) => p.id).sort());
    expect(chosenIds(body.pots)).toEqual([SEED_POTS[0].id]);
    const discounted = SEED_POTS.find((p) => p.discount > 0)!;
    expect(body.pots.find((p) => p.id === discounted.id)).toMatchObject({
      name: discounted.name,
      image: `/images/pots/${discounted.id}-586.svg`,
      price: discounted.price - discounted.discount,
      chosen: false,
    });

    await update(me, 'pot', { potId: discounted.id }).expect(200);
    await update(me, 'addons', { addonIds: [plant.addonIds[0]] }).expect(200);
    // An addon the plant does not offer is refused, and nothing changes.
    const notOffered = SEED_ADDONS.find((a) => !plant.addonIds.includes(a.id))!;
    const refused = await update(me, 'addons', { addonIds: [notOffered.id] }).expect(422);
    expect(refused.body.error).toBe(ADDON_NOT_OFFERED);
    body = (await extras(me).expect(200)).body.data as CheckoutAddonsResponse;
    expect(chosenIds(body.pots)).toEqual([discounted.id]);
    // The pot is an addon with the Pots attribute, never one of the addons (docs/rules-checkout.md
    // "Orders and items").
    expect(chosenIds(body.addons)).toEqual([plant.addonIds[0]]);
  });

  it('offers nothing with a gift card', async () => {
    const me = await newShopper();
    await request(t.server)
      .post('/api/product/add/gift-card')
      .set('Cookie', me)
      .send({ id: giftCard.id, price: 2500 })
      .expect(200);
    expect((await extras(me).expect(200)).body.data).toEqual({ addons: [], pots: [] });
  });

  it('refuses bad indexes, and never shows another session’s basket', async () => {
    const me = await shopperWith(bouquet.id, 'standard');
    await update(me, 'addons', { addonIds: [bouquet.addonIds[0]] }).expect(200);
    for (const bad of ['0', 'x', '01', '1.5', '-1', '1e0']) {
      expect((await extras(me, bad).expect(400)).body.error).toBe(BAD_ORDER_INDEX);
    }
    expect((await extras(me, 2).expect(404)).body.error).toBe(BASKET_MESSAGES.orderNotFound);

    // A new session has no order 1; a cookie-less request is a new session too.
    expect((await extras(await newShopper()).expect(404)).body.error).toBe(
      BASKET_MESSAGES.orderNotFound,
    );
    await request(t.server).get('/api/checkout/1/addons').expect(404);

    const other = await shopperWith(plant.id, 'tracked', { customisationId: SEED_POTS[1].id });
    const theirs = (await extras(other).expect(200)).body.data as CheckoutAddonsResponse;
    expect(theirs.addons.map((a) => a.id)).toEqual(plant.addonIds);
    expect(chosenIds(theirs.addons)).toEqual([]);
    const mine = (await extras(me).expect(200)).body.data as CheckoutAddonsResponse;
    expect(mine.pots).toEqual([]);
    expect(chosenIds(mine.addons)).toEqual([bouquet.addonIds[0]]);
  });
});

describe('offeredExtras', () => {
  const item = (id: number, name: string, price: number, addon: boolean) => ({
    product: { id, name, image: `/x/${id}.svg`, attributes: [] },
    price,
    addon,
  });
  it('keeps an addon the product no longer offers listed, chosen, at the price paid', () => {
    const order = {
      isGiftCard: false,
      orderItems: [item(bouquet.id, bouquet.name, 3500, false), item(9999, 'Old Vase', 700, true)],
    } as unknown as CheckoutOrder;
    const catalogue = {
      productsById: new Map([
        [bouquet.id, { addonIds: [SEED_ADDONS[0].id], isCustomisable: false }],
      ]),
      addons: SEED_ADDONS,
      pots: SEED_POTS,
    } as unknown as CatalogueSnapshot;
    const { addons, pots } = offeredExtras(order, catalogue);
    expect(pots).toEqual([]);
    expect(addons.map(({ id, chosen, price }) => ({ id, chosen, price }))).toEqual([
      { id: SEED_ADDONS[0].id, chosen: false, price: SEED_ADDONS[0].price },
      { id: 9999, chosen: true, price: 700 },
    ]);
  });
});
