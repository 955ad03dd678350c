import { CUSTOMER_MESSAGES } from '@shop/contracts';
import request from 'supertest';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { newShopperCookie } from '../testing/test-shopper';
import { createTestApp } from '../testing/test-app';
import { BOUQUET, FRIDAY, readyBasket } from '../orders/orders.test-kit';
import { SEED_PRODUCTS } from '../catalogue';
import {
  CUSTOMER,
  TEST_CAPTCHA,
  get,
  post,
  signIn,
  signUp,
  solvedCaptcha,
} from './accounts.test-kit';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A card that takes a photo, and a real 1×1 PNG for it. */
const personalCard = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Cards' && p.isPersonalisable && p.available,
)!;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const ordersOf = async (t: TestApp, cookie: string) =>
  (await get(t, '/api/checkout/get', cookie).expect(200)).body.data.purchase.orders as {
    id: string;
  }[];

describe.each(testDialects())('customer sign-up, sign-in and sign-out on %s', (dialect) => {
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
  const count = async (table: string) =>
    Number(
      (await t.app.get(SqlDatabase).query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]
        .n,
    );

  it('signs a new customer up and in: isSignedIn, customerId and email in the session answer', async () => {
    const cookie = await signUp(t, { email: 'first@example.com' });
    const session = await get(t, '/api/user-session', cookie).expect(200);
    expect(session.body.isSignedIn).toBe(true);
    expect(session.body.data).toEqual({
      customerId: expect.any(String),
      email: 'first@example.com',
    });
    const details = await get(t, '/api/account/details', cookie).expect(200);
    expect(details.body.data).toMatchObject({
      name: CUSTOMER.name,
      email: 'first@example.com',
      phone: CUSTOMER.phone,
      mailShot: true,
      businessCustomer: false,
      pendingEmail: null,
    });
    // The customer's stream records the sign-up.
    const [event] = await t.app
      .get(SqlDatabase)
      .query<{ type: string }>('SELECT type FROM events WHERE stream_id = ?', [
        `customer-${session.body.data.customerId}`,
      ]);
    expect(event.type).toBe('CustomerSignedUp');
  });

  it('refuses a short password, a bad email, phone or name: nothing stored', async () => {
    // A taken email is not refused: sign-up-by-email.int.spec.ts.
    const before = await count('customers');
    for (const [over, message] of [
      [{ email: 'new1@example.com', password: 'short' }, CUSTOMER_MESSAGES.shortPassword],
      [{ email: 'not-an-email' }, CUSTOMER_MESSAGES.badEmail],
      [{ email: 'new2@example.com', phone: 'call me' }, CUSTOMER_MESSAGES.badPhone],
      [{ email: 'new3@example.com', name: '   ' }, CUSTOMER_MESSAGES.badName],
    ] as const) {
      const response = await post(t, '/api/sign-up', {
        ...CUSTOMER,
        ...over,
        captcha: await solvedCaptcha(t),
      }).expect(200);
      expect(response.body.data).toEqual([message]);
      expect(response.body.isSignedIn).toBe(false);
    }
    expect(await count('customers')).toBe(before);
  });

  it('answers 400 for malformed bodies and changes nothing', async () => {
    const before = await count('customers');
    for (const [path, body] of [
      ['/api/sign-up', { ...CUSTOMER, captcha: 'x', mailShot: 'yes' }],
      ['/api/sign-up', { ...CUSTOMER, captcha: 5 }],
      ['/api/sign-up', { ...CUSTOMER, captcha: 'x', isAdmin: true }],
      ['/api/sign-in', { email: 'a@example.com', password: '', captcha: 'x' }],
      ['/api/sign-in', { email: ['a@example.com'], password: 'x', captcha: 'x' }],
      ['/api/sign-in', { email: 'a@example.com', password: 'x' }],
      ['/api/sign-in/email', { email: 'a@example.com' }],
      ['/api/forgot-password', { captcha: 'x' }],
      ['/api/forgot-password/key', { key: 'k' }],
      ['/api/sign-in/email/token', { token: 42 }],
    ] as const) {
      const response = await post(t, path, body);
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.body.data).toBeNull();
    }
    expect(await count('customers')).toBe(before);
  });

  it('needs a solved captcha, once: missing, wrong or replayed → the captcha message', async () => {
    await signUp(t, { email: 'captcha@example.com' });
    const wrong = await post(t, '/api/sign-in', {
      email: 'captcha@example.com',
      password: CUSTOMER.password,
      captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    }).expect(200);
    expect(wrong.body.data).toEqual([CUSTOMER_MESSAGES.captchaFailed]);
    expect(wrong.body.isSignedIn).toBe(false);
    const empty = await post(t, '/api/sign-in', {
      email: 'captcha@example.com',
      password: CUSTOMER.password,
      captcha: '',
    }).expect(200);
    expect(empty.body.data).toEqual([CUSTOMER_MESSAGES.captchaFailed]);
    const captcha = await solvedCaptcha(t);
    const body = { email: 'captcha@example.com', password: CUSTOMER.password, captcha };
    expect((await post(t, '/api/sign-in', body).expect(200)).body.data).toEqual([]);
    expect((await post(t, '/api/sign-in', body).expect(200)).body.data).toEqual([
      CUSTOMER_MESSAGES.captchaFailed,
    ]);
  });

  it('signs in with any case of the email; a wrong password or unknown email gets one message', async () => {
    await signUp(t, { email: 'case@example.com' });
    const ok = await signIn(t, 'CASE@Example.COM');
    expect(ok.response.body).toMatchObject({ data: [], isSignedIn: true });
    for (const [email, password] of [
      ['case@example.com', 'not-the-password'],
      ['nobody@example.com', CUSTOMER.password],
    ]) {
      const { response } = await signIn(t, email, password);
      expect(response.body).toMatchObject({
        data: [CUSTOMER_MESSAGES.badCredentials],
        isSignedIn: false,
      });
    }
  });

  it('renews the session id: the guest token is worthless afterwards', async () => {
    await signUp(t, { email: 'renew@example.com' });
    const guest = await newShopperCookie(t.server);
    const { cookie } = await signIn(t, 'renew@example.com', CUSTOMER.password, guest);
    expect(cookie).not.toBeNull();
    expect(cookie).not.toBe(guest);
    expect((await get(t, '/api/user-session', cookie).expect(200)).body.isSignedIn).toBe(true);
    const old = await get(t, '/api/user-session', guest).expect(200);
    expect(old.body).toMatchObject({ isSignedIn: false, data: { customerId: null } });
  });

  it("carries the guest's basket over to the signed-in session", async () => {
    await signUp(t, { email: 'carry@example.com' });
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    const before = await ordersOf(t, guest);
    const { cookie } = await signIn(t, 'carry@example.com', CUSTOMER.password, guest);
    expect((await ordersOf(t, cookie!)).map((o) => o.id)).toEqual(before.map((o) => o.id));
    // The old token no longer reaches it.
    expect(await ordersOf(t, guest)).toEqual([]);
  });

  it("merges the customer's earlier basket into the guest's: orders of both, as basket events", async () => {
    const first = await signUp(t, { email: 'merge@example.com' });
    await readyBasket(t.server, first);
    const earlier = await ordersOf(t, first);
    await request(t.server).patch('/api/sign-out').set('Cookie', first).expect(200);
    // Later, on another device, as a guest:
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    const guestOrders = await ordersOf(t, guest);
    const { cookie } = await signIn(t, 'merge@example.com', CUSTOMER.password, guest);
    const merged = await ordersOf(t, cookie!);
    expect(merged.map((o) => o.id)).toEqual([...guestOrders, ...earlier].map((o) => o.id));
    const types = await t.app
      .get(SqlDatabase)
      .query<{ type: string }>("SELECT type FROM events WHERE type = 'BasketMerged'");
    expect(types.length).toBeGreaterThan(0);
    // Signing in again finds the same basket, and merges nothing twice.
    await request(t.server).patch('/api/sign-out').set('Cookie', cookie!).expect(200);
    const again = await signIn(t, 'merge@example.com');
    expect((await ordersOf(t, again.cookie!)).map((o) => o.id)).toEqual(merged.map((o) => o.id));
  });

  it("keeps a merged order's card photo: the new basket shows it, the old token does not", async () => {
    const first = await signUp(t, { email: 'photo-merge@example.com' });
    await post(
      t,
      '/api/product/add',
      { id: personalCard.id, deliveryId: 'letterbox', deliveryDate: '2026-06-05' },
      first,
    ).expect(200);
    const uploaded = await request(t.server)
      .post('/api/checkout/1/card-personalisation/image')
      .set('Cookie', first)
      .attach('image', PNG, { filename: 'photo.png', contentType: 'image/png' })
      .expect(201);
    const { url } = uploaded.body.data as { url: string };
    await request(t.server).get(url).set('Cookie', first).expect(200);
    await request(t.server).patch('/api/sign-out').set('Cookie', first).expect(200);

    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    const { cookie } = await signIn(t, 'photo-merge@example.com', CUSTOMER.password, guest);
    expect((await ordersOf(t, cookie!)).length).toBe(2);
    const photo = await request(t.server).get(url).set('Cookie', cookie!).expect(200);
    expect(photo.headers['content-type']).toMatch(/^image\//);
    await request(t.server).get(url).set('Cookie', guest).expect(404);
  });

  it("signing in over another customer's session takes nothing of their basket", async () => {
    const ada = await signUp(t, { email: 'ada-shared@example.com' });
    await readyBasket(t.server, ada);
    const adaOrders = await ordersOf(t, ada);
    const bo = await signUp(t, { email: 'bo-shared@example.com' });
    await readyBasket(t.server, bo);
    const boOrders = await ordersOf(t, bo);
    await request(t.server).patch('/api/sign-out').set('Cookie', bo).expect(200);

    // Bo signs in on Ada's browser (a sign-in link opened there): Bo gets Bo's own basket.
    const { cookie } = await signIn(t, 'bo-shared@example.com', CUSTOMER.password, ada);
    expect((await ordersOf(t, cookie!)).map((o) => o.id)).toEqual(boOrders.map((o) => o.id));
    // Ada's basket is still only Ada's.
    const again = await signIn(t, 'ada-shared@example.com');
    expect((await ordersOf(t, again.cookie!)).map((o) => o.id)).toEqual(adaOrders.map((o) => o.id));
  });

  it('signs out on the server: the token is worthless, the cookie cleared, the answer true', async () => {
    const cookie = await signUp(t, { email: 'out@example.com' });
    const out = await request(t.server).patch('/api/sign-out').set('Cookie', cookie).expect(200);
    expect(out.body).toEqual({ data: true, isSignedIn: false });
    expect(String(out.headers['set-cookie'])).toMatch(/shop_session=;/);
    const after = await get(t, '/api/user-session', cookie).expect(200);
    expect(after.body).toMatchObject({
      isSignedIn: false,
      data: { customerId: null, email: null },
    });
    expect((await get(t, '/api/account/details', cookie)).status).toBe(401);
  });

  it('keeps account calls to signed-in customers: 401 with the message for a guest', async () => {
    const guest = await newShopperCookie(t.server);
    for (const path of ['/api/account/details', '/api/account/signin-methods']) {
      const response = await get(t, path, guest).expect(401);
      expect(response.body.error).toBe(CUSTOMER_MESSAGES.signInRequired);
    }
    const edit = await post(t, '/api/account/details', { ...CUSTOMER, mailShot: true }, guest);
    expect(edit.status).toBe(401);
  });

  it("starts a signed-in customer's checkout with their details; a guest's basket gets them on sign-in", async () => {
    const cookie = await signUp(t, { email: 'prefill@example.com', name: 'Pat Prefill' });
    await post(t, '/api/product/add', { id: BOUQUET.id, ...FRIDAY }, cookie).expect(200);
    const checkout = await get(t, '/api/checkout/get', cookie).expect(200);
    expect(checkout.body.data.customer).toMatchObject({
      name: 'Pat Prefill',
      email: 'prefill@example.com',
      phone: CUSTOMER.phone,
      mailShot: true,
    });
    await request(t.server).patch('/api/sign-out').set('Cookie', cookie).expect(200);

    const guest = await newShopperCookie(t.server);
    await post(t, '/api/product/add', { id: BOUQUET.id, ...FRIDAY }, guest).expect(200);
    expect((await get(t, '/api/checkout/get', guest)).body.data.customer.email).toBe('');
    const { cookie: signedIn } = await signIn(t, 'prefill@example.com', CUSTOMER.password, guest);
    const after = await get(t, '/api/checkout/get', signedIn).expect(200);
    expect(after.body.data.customer).toMatchObject({
      name: 'Pat Prefill',
      email: 'prefill@example.com',
    });
  });

  it('keeps the details a guest typed at checkout when they sign in', async () => {
    await signUp(t, { email: 'typed@example.com' });
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    const { cookie } = await signIn(t, 'typed@example.com', CUSTOMER.password, guest);
    const after = await get(t, '/api/checkout/get', cookie).expect(200);
    expect(after.body.data.customer).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
    });
  });
});
