import { randomUUID } from 'node:crypto';
import {
  POINTS_MESSAGES,
  pointsStreamId,
  type CheckoutState,
  type PointsEvent,
} from '@shop/contracts';
import request from 'supertest';
import { CUSTOMER, TEST_CAPTCHA, get, signIn, signUp } from '../../accounts/accounts.test-kit';
import { Customers } from '../../accounts';
import { cookieSetBy, pay, readyBasket } from '../../orders/orders.test-kit';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../../platform/database/scratch-database';
import { EventStore } from '../../platform/event-store/event-store';
import { createTestApp } from '../../testing/test-app';
import { newShopperCookie } from '../../testing/test-shopper';
import { PointsLedgerService } from '../index';
import { grantPoints } from '../points.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Idempotency-Keys, one per payment attempt. */
const KEYS = Object.fromEntries(
  ['fay-1', 'fay-2', 'gus-1', 'gus-2'].map((name) => [name, randomUUID()]),
);

/**
 * `GET /api/checkout/posy-points/*` (docs/rules-checkout.md "Posy Points", "Validation", "Calls")
 * and paying with the points claimed.
 */
describe.each(testDialects())('Posy Points at checkout on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({ dialect, database, config: { captcha: TEST_CAPTCHA } });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  let serial = 0;
  const customerIdOf = async (cookie: string): Promise<string> =>
    (await get(t, '/api/account/details', cookie).expect(200)).body.data.customerId;
  /** Credits `points` to the customer of `cookie` as a paid order would. */
  async function grant(cookie: string, points: number): Promise<string> {
    const customerId = await customerIdOf(cookie);
    serial += 1;
    await grantPoints(t.app.get(EventStore), customerId, points, `P90000${serial}`);
    return customerId;
  }
  const points = (cookie: string, action: 'get' | 'redeem' | 'remove') =>
    request(t.server)
      .get(`/api/checkout/posy-points/${action}`)
      .set('Cookie', cookie)
      .set('Sec-Fetch-Site', 'same-origin');
  const checkoutOf = async (cookie: string): Promise<CheckoutState> =>
    (await get(t, '/api/checkout/get', cookie).expect(200)).body.data;
  const balanceOf = (customerId: string) => t.app.get(PointsLedgerService).balanceOf(customerId);
  /** The bouquet basket's total in whole pounds: what its points are capped at. */
  const poundsOf = async (cookie: string) =>
    Math.floor((await checkoutOf(cookie)).purchase.total / 100);

  it('answers the points and what the basket may take: the smaller of the two', async () => {
    const ada = await signUp(t, { email: 'ada-points@example.com' });
    await readyBasket(t.server, ada);
    await grant(ada, 7);
    expect((await points(ada, 'get').expect(200)).body.data).toEqual({ total: 7, redeemable: 7 });
    await grant(ada, 500);
    const cap = await poundsOf(ada);
    expect((await points(ada, 'get').expect(200)).body.data).toEqual({
      total: 507,
      redeemable: cap,
    });
  });

  it('redeems onto the basket, shows it in the checkout state, and removes it', async () => {
    const bo = await signUp(t, { email: 'bo-points@example.com' });
    await readyBasket(t.server, bo);
    const customerId = await grant(bo, 5);
    const before = await checkoutOf(bo);
    const redeemed = (await points(bo, 'redeem').expect(200)).body.data as CheckoutState;
    expect(redeemed.pointsRedeemed).toBe(5);
    expect(redeemed.purchase.total).toBe(before.purchase.total);
    expect(redeemed.purchase.totalToPay).toBe(before.purchase.totalToPay - 500);
    expect((await checkoutOf(bo)).pointsRedeemed).toBe(5);
    // Nothing leaves the ledger until the payment starts.
    expect(await balanceOf(customerId)).toBe(5);
    // Again: nothing changes.
    expect((await points(bo, 'redeem').expect(200)).body.data.pointsRedeemed).toBe(5);
    const removed = (await points(bo, 'remove').expect(200)).body.data as CheckoutState;
    expect(removed.pointsRedeemed).toBe(0);
    expect(removed.purchase.totalToPay).toBe(before.purchase.totalToPay);
    expect((await points(bo, 'remove').expect(200)).body.data.pointsRedeemed).toBe(0);
  });

  it('shrinks the claim when an order goes, and takes it off with the last one', async () => {
    const cy = await signUp(t, { email: 'cy-points@example.com' });
    await readyBasket(t.server, cy);
    await readyBasket(t.server, cy);
    await grant(cy, 1000);
    const both = (await points(cy, 'redeem').expect(200)).body.data as CheckoutState;
    const [first, second] = both.purchase.orders;
    expect(both.pointsRedeemed).toBe(Math.floor(both.purchase.total / 100));
    await request(t.server)
      .post('/api/checkout/remove')
      .set('Cookie', cy)
      .send({ orderId: second.id })
      .expect(200);
    const after = await checkoutOf(cy);
    expect(after.pointsRedeemed).toBe(Math.floor(first.total / 100));
    await request(t.server)
      .post('/api/checkout/remove')
      .set('Cookie', cy)
      .send({ orderId: first.id })
      .expect(200);
    expect((await checkoutOf(cy)).pointsRedeemed).toBe(0);
  });

  it('shrinks the claim when a discount code comes on (points re-evaluated with the code)', async () => {
    const di = await signUp(t, { email: 'di-points@example.com' });
    await readyBasket(t.server, di);
    await grant(di, 1000);
    const claimed = (await points(di, 'redeem').expect(200)).body.data as CheckoutState;
    expect(claimed.pointsRedeemed).toBe(Math.floor(claimed.purchase.total / 100));
    await request(t.server)
      .post('/api/discount/apply')
      .set('Cookie', di)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify('WELCOME10'))
      .expect(200);
    const after = await checkoutOf(di);
    expect(after.purchase.total).toBeLessThan(claimed.purchase.total);
    expect(after.pointsRedeemed).toBe(Math.floor(after.purchase.total / 100));
    expect(after.pointsRedeemed).toBeLessThan(claimed.pointsRedeemed);
    expect((await points(di, 'get').expect(200)).body.data.redeemable).toBe(after.pointsRedeemed);
  });

  it('refuses guests, business customers, no points and empty baskets with the spec words', async () => {
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    const refusedGuest = await points(guest, 'get').expect(403);
    expect(refusedGuest.body.error).toBe(POINTS_MESSAGES.signInRequired);
    expect((await points(guest, 'redeem').expect(403)).body.error).toBe(
      POINTS_MESSAGES.signInRequired,
    );
    expect((await checkoutOf(guest)).pointsRedeemed).toBe(0);

    const dee = await signUp(t, { email: 'dee-points@example.com' });
    expect((await points(dee, 'redeem').expect(409)).body.error).toBe(POINTS_MESSAGES.freeOrder);
    await readyBasket(t.server, dee);
    expect((await points(dee, 'redeem').expect(409)).body.error).toBe(POINTS_MESSAGES.noPoints);
    expect((await points(dee, 'get').expect(200)).body.data).toEqual({ total: 0, redeemable: 0 });

    await grant(dee, 5);
    await t.app.get(Customers).setBusinessCustomer('dee-points@example.com', true);
    expect((await points(dee, 'redeem').expect(403)).body.error).toBe(
      POINTS_MESSAGES.businessCustomer,
    );
    expect((await points(dee, 'get').expect(403)).body.error).toBe(
      POINTS_MESSAGES.businessCustomer,
    );
    expect((await checkoutOf(dee)).pointsRedeemed).toBe(0);
  });

  it("never lets one customer's session use another's points, whatever it sends", async () => {
    const flo = await signUp(t, { email: 'flo-points@example.com' });
    await readyBasket(t.server, flo);
    const floId = await grant(flo, 9);
    const hal = await signUp(t, { email: 'hal-points@example.com' });
    await readyBasket(t.server, hal);
    // Hal has none: Flo's points, named any way Hal likes, are not his.
    expect((await points(hal, 'get').expect(200)).body.data).toEqual({ total: 0, redeemable: 0 });
    const named = await request(t.server)
      .get('/api/checkout/posy-points/redeem')
      .query({ customerId: floId, points: 9, total: 9999 })
      .set('Cookie', hal)
      .set('Sec-Fetch-Site', 'same-origin');
    expect(named.status).toBe(409);
    expect(named.body.error).toBe(POINTS_MESSAGES.noPoints);
    expect((await checkoutOf(hal)).pointsRedeemed).toBe(0);
    // Flo's claim is hers alone: an amount sent along is ignored, the server works it out.
    const asked = await request(t.server)
      .get('/api/checkout/posy-points/redeem')
      .query({ points: 1 })
      .set('Cookie', flo)
      .set('Sec-Fetch-Site', 'same-origin')
      .expect(200);
    expect(asked.body.data.pointsRedeemed).toBe(Math.min(9, await poundsOf(flo)));
    expect(await balanceOf(floId)).toBe(9);
    // Other methods are not the API: nothing changes.
    for (const action of ['redeem', 'remove']) {
      const posted = await request(t.server)
        .post(`/api/checkout/posy-points/${action}`)
        .set('Cookie', flo)
        .send({ points: 1 });
      expect(posted.status).toBeGreaterThanOrEqual(400);
      expect(posted.status).toBeLessThan(500);
    }
    expect((await checkoutOf(flo)).pointsRedeemed).toBe(Math.min(9, await poundsOf(flo)));
  });

  it('refuses a cross-site redeem and remove: state-changing GETs keep the guard', async () => {
    const eve = await signUp(t, { email: 'eve-points@example.com' });
    await readyBasket(t.server, eve);
    await grant(eve, 3);
    for (const action of ['redeem', 'remove'] as const) {
      await request(t.server)
        .get(`/api/checkout/posy-points/${action}`)
        .set('Cookie', eve)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
    }
    expect((await checkoutOf(eve)).pointsRedeemed).toBe(0);
  });

  it('pays with the points: they leave the ledger once, and a declined card gives them back', async () => {
    let fay = await signUp(t, { email: 'fay-points@example.com' });
    await readyBasket(t.server, fay);
    const customerId = await grant(fay, 4);
    await points(fay, 'redeem').expect(200);
    const declined = await pay(t.server, fay, 'pm_card_chargeDeclined', KEYS['fay-1']);
    expect(declined.status).toBe(402);
    expect(await balanceOf(customerId)).toBe(4);
    const paid = await pay(t.server, fay, 'pm_card_visa', KEYS['fay-2']);
    expect(paid.status).toBe(200);
    fay = cookieSetBy(paid) ?? fay;
    // The same key again answers the purchase: nothing spent twice.
    await pay(t.server, fay, 'pm_card_visa', KEYS['fay-2']);
    // (The paid order earns points of its own too, credited by the earner in its own time.)
    const ledger = await t.app.get(EventStore).readStream<PointsEvent>(pointsStreamId(customerId));
    expect(
      ledger
        .filter(
          (event) => event.type !== 'PointsEarned' || event.data.purchaseId.startsWith('grant-'),
        )
        .map((event) => [event.type, event.data.points]),
    ).toEqual([
      ['PointsEarned', 4],
      ['PointsSpent', 4],
      ['PointsReturned', 4],
      ['PointsSpent', 4],
    ]);
  });

  it('two sessions of one customer paying at once spend the points once', async () => {
    const email = 'gus-points@example.com';
    const one = await signUp(t, { email });
    await readyBasket(t.server, one);
    // More than either basket may take, less than both together (each order earns a few too).
    const claim = await poundsOf(one);
    const customerId = await grant(one, claim + 5);
    expect((await points(one, 'redeem').expect(200)).body.data.pointsRedeemed).toBe(claim);
    // The same customer in another browser, with a basket of its own.
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest, { addressLine1: '9 Orchard Road' });
    const two = (await signIn(t, email, CUSTOMER.password, guest)).cookie!;
    // Its basket holds the other's order too (merged on sign-in): it takes at least as many.
    expect(
      (await points(two, 'redeem').expect(200)).body.data.pointsRedeemed,
    ).toBeGreaterThanOrEqual(claim);

    const answers = await Promise.all([
      pay(t.server, one, 'pm_card_visa', KEYS['gus-1']),
      pay(t.server, two, 'pm_card_visa', KEYS['gus-2']),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.error).toBe(POINTS_MESSAGES.noPoints);
    expect(await balanceOf(customerId)).toBeGreaterThanOrEqual(0);
    const spends = (await t.app.get(EventStore).readStream(pointsStreamId(customerId))).filter(
      (event) => event.type === 'PointsSpent',
    );
    expect(spends).toHaveLength(1);
  });
});
