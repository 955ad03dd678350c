import {
  ACCOUNT_ORDER_MESSAGES,
  CUSTOMER_MESSAGES,
  customerStreamId,
  type DevOutboxEmail,
} from '@shop/contracts';
import request from 'supertest';
import {
  TEST_CAPTCHA,
  get,
  post,
  sessionCookieOf,
  signIn,
  signUp,
} from '../accounts/accounts.test-kit';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { EventStore } from '../platform/event-store/event-store';
import { rebuildProjection } from '../platform/event-store/projection-rebuild';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';
import { pay, readyBasket, update } from './orders.test-kit';
import { customerOrdersProjection } from './projections/customer-orders/customer-orders.projection';
import { placedOrdersProjection } from './projections/placed-orders/placed-orders.projection';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const ORIGIN = 'https://shop.example';
const PASSWORD = 'daffodils-in-march';

/** `/sign-up-account/{orderId}/{verificationToken}`: a guest's order becomes an account. */
describe.each(testDialects())("an account from a guest's order on %s", (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({
      dialect,
      database,
      config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN },
    });
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

  /** A guest buys as `email`: the order number and the emailed link's two parts. */
  async function guestBuys(email: string, key: string) {
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    await update(t.server, guest, 'details', 1, { name: 'Gina Guest', email });
    const paid = await pay(t.server, guest, 'pm_card_visa', key);
    if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
    const orderNumber = paid.body.data.orderNumbers[0] as string;
    const link = await emailedLink(email, orderNumber);
    const [orderId, verificationToken] = link.split('/').slice(-2);
    return { orderNumber, orderId, verificationToken };
  }

  /** The 'Create an account' link of the order's confirmation email. */
  async function emailedLink(to: string, orderNumber: string): Promise<string> {
    const deadline = Date.now() + 10000;
    for (;;) {
      await t.app.get(SubscriptionRunner).wake();
      const emails = (await request(t.server).get('/api/dev/outbox').query({ to })).body
        .data as DevOutboxEmail[];
      const link = emails
        .find((email) => email.subject.includes(orderNumber))
        ?.text.match(/https:\/\/shop\.example\/sign-up-account\/\S+/)?.[0];
      if (link) return link;
      if (Date.now() > deadline) throw new Error(`No sign-up link mailed for ${orderNumber}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  const check = (orderId: string, token: string) =>
    get(t, `/api/sign-up-account/${encodeURIComponent(orderId)}/${encodeURIComponent(token)}`);

  const history = async (cookie: string) =>
    (await get(t, '/api/account/orders', cookie).expect(200)).body.data.map(
      (order: { orderNumber: string }) => order.orderNumber,
    ) as string[];

  it('makes the guest an account with the order’s email and name, signed in, owning the order', async () => {
    const { orderNumber, orderId, verificationToken } = await guestBuys(
      'Gina@Example.com',
      'guest-happy-path',
    );
    expect(orderId).toBe(orderNumber);

    const checked = await check(orderId, verificationToken).expect(200);
    expect(checked.body.data).toEqual({
      valid: true,
      email: 'Gina@Example.com',
      name: 'Gina Guest',
      orderNumber,
    });

    const browser = await newShopperCookie(t.server);
    const answer = await post(
      t,
      '/api/sign-up-account',
      { orderId, verificationToken, password: PASSWORD, mailShot: false },
      browser,
    ).expect(200);
    expect(answer.body).toMatchObject({ data: [], isSignedIn: true });
    const cookie = sessionCookieOf(answer)!;
    expect(cookie).not.toBe(browser);

    const details = await get(t, '/api/account/details', cookie).expect(200);
    expect(details.body.data).toMatchObject({
      name: 'Gina Guest',
      email: 'gina@example.com',
      phone: null,
      mailShot: false,
    });
    expect(await history(cookie)).toEqual([orderNumber]);
    const order = await get(t, `/api/account/orders/${orderNumber}`, cookie).expect(200);
    expect(order.body.data.orderNumber).toBe(orderNumber);

    // The log says what happened: the account came from the order, the order is the account's.
    const store = t.app.get(EventStore);
    const customerId = details.body.data.customerId as string;
    const [signedUp] = await store.readStream(customerStreamId(customerId));
    expect(signedUp.data).toMatchObject({ fromOrder: orderNumber });
    const orderEvents = await store.readStream(`order-${orderNumber}`);
    expect(orderEvents.map((e) => e.type)).toEqual(['OrderPlaced', 'OrderClaimed']);
    expect(orderEvents[1].data).toMatchObject({ orderNumber, customerId });

    // The password works for signing in later.
    const { cookie: again } = await signIn(t, 'gina@example.com', PASSWORD);
    expect(await history(again!)).toEqual([orderNumber]);
  });

  it('refuses the link once the account exists: sign in instead, nothing changes', async () => {
    const { orderId, verificationToken } = await guestBuys('hal@example.com', 'guest-reused-1');
    const first = await post(t, '/api/sign-up-account', {
      orderId,
      verificationToken,
      password: PASSWORD,
    }).expect(200);
    expect(first.body.data).toEqual([]);
    const customers = await count('customers');

    const checked = await check(orderId, verificationToken).expect(200);
    expect(checked.body.data).toEqual({
      valid: false,
      message: ACCOUNT_ORDER_MESSAGES.orderHasAccount,
    });
    const again = await post(t, '/api/sign-up-account', {
      orderId,
      verificationToken,
      password: 'another-password-1',
    }).expect(200);
    expect(again.body).toMatchObject({
      data: [ACCOUNT_ORDER_MESSAGES.orderHasAccount],
      isSignedIn: false,
    });
    expect(await count('customers')).toBe(customers);
  });

  it("refuses a guest order whose email has an account already: it stays the guest's", async () => {
    const owner = await signUp(t, { email: 'ida@example.com', name: 'Ida Owner' });
    const { orderNumber, orderId, verificationToken } = await guestBuys(
      'ida@example.com',
      'guest-taken-email',
    );
    const checked = await check(orderId, verificationToken).expect(200);
    expect(checked.body.data).toEqual({ valid: false, message: CUSTOMER_MESSAGES.emailTaken });
    const refused = await post(t, '/api/sign-up-account', {
      orderId,
      verificationToken,
      password: PASSWORD,
    }).expect(200);
    expect(refused.body.data).toEqual([CUSTOMER_MESSAGES.emailTaken]);
    expect(await history(owner)).toEqual([]);
    await get(t, `/api/account/orders/${orderNumber}`, owner).expect(404);
  });

  it('refuses a tampered, a swapped and a malformed link, and creates nothing', async () => {
    const { orderId, verificationToken } = await guestBuys('jo@example.com', 'guest-tampered');
    const other = await guestBuys('kit@example.com', 'guest-tampered-2');
    const flipped = `${verificationToken.slice(0, -1)}${verificationToken.endsWith('A') ? 'B' : 'A'}`;
    const customers = await count('customers');
    const invalid = { valid: false, message: CUSTOMER_MESSAGES.orderLinkInvalid };
    const bad: [string, string][] = [
      [orderId, flipped],
      [orderId, other.verificationToken],
      [other.orderId, verificationToken],
      ['P0000000', verificationToken],
      [orderId, 'short'],
      ['nonsense', verificationToken],
      [orderId, `${verificationToken}.${verificationToken}`],
    ];
    for (const [id, token] of bad) {
      const checked = await check(id, token).expect(200);
      expect([id, token, checked.body.data]).toEqual([id, token, invalid]);
      const refused = await post(t, '/api/sign-up-account', {
        orderId: id,
        verificationToken: token,
        password: PASSWORD,
      }).expect(200);
      expect([id, token, refused.body.data]).toEqual([
        id,
        token,
        [CUSTOMER_MESSAGES.orderLinkInvalid],
      ]);
    }
    expect(await count('customers')).toBe(customers);
  });

  it('answers a bad body with 400 and a short password with its message, changing nothing', async () => {
    const { orderNumber, orderId, verificationToken } = await guestBuys(
      'lou@example.com',
      'guest-bad-bodies',
    );
    const customers = await count('customers');
    const good = { orderId, verificationToken, password: PASSWORD };
    const { password: _password, ...noPassword } = good;
    for (const body of [
      {},
      noPassword,
      { ...good, password: 12345678901 },
      { ...good, orderId: ['P1'] },
      { ...good, verificationToken: null },
      { ...good, mailShot: 'yes' },
      { ...good, email: 'someone@else.example' },
      { ...good, password: 'x'.repeat(1001) },
    ]) {
      const refused = await post(t, '/api/sign-up-account', body).expect(400);
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors ?? refused.body.error).toBeTruthy();
    }
    const short = await post(t, '/api/sign-up-account', { ...good, password: 'short' }).expect(200);
    expect(short.body.data).toEqual([CUSTOMER_MESSAGES.shortPassword]);
    expect(await count('customers')).toBe(customers);
    const events = await t.app.get(EventStore).readStream(`order-${orderNumber}`);
    expect(events.map((e) => e.type)).toEqual(['OrderPlaced']);
    // The link still works afterwards.
    const checked = await check(orderId, verificationToken).expect(200);
    expect(checked.body.data.valid).toBe(true);
  });

  it('needs the same-site header like every change', async () => {
    const { orderId, verificationToken } = await guestBuys('max@example.com', 'guest-cross-site');
    await request(t.server)
      .post('/api/sign-up-account')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ orderId, verificationToken, password: PASSWORD })
      .expect(403);
    const checked = await check(orderId, verificationToken).expect(200);
    expect(checked.body.data.valid).toBe(true);
  });

  it('rebuilds who owns which order from the log alone, claims included', async () => {
    const sql = t.app.get(SqlDatabase);
    const store = t.app.get(EventStore);
    expect(await count('customer_orders')).toBeGreaterThan(0);
    for (const projection of [customerOrdersProjection, placedOrdersProjection]) {
      const rebuilt = await rebuildProjection(sql, store, projection, { dryRun: true });
      expect([projection.name, rebuilt.differences]).toEqual([projection.name, []]);
    }
  });
});
