import { CUSTOMER_MESSAGES } from '@shop/contracts';
import type request from 'supertest';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { readyBasket } from '../orders/orders.test-kit';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';
import { HashingQueue } from './credentials/hashing-queue';
import { ACCOUNT_REQUEST_MESSAGES } from './domain/account-request.messages';
import {
  CUSTOMER,
  TEST_CAPTCHA,
  get,
  linkPathIn,
  mailedBy,
  post,
  sessionCookieOf,
  signIn,
  signUp,
  solvedCaptcha,
} from './accounts.test-kit';
import { SignUps } from './sign-ups/sign-ups.service';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const ORIGIN = 'https://shop.test';
const HOUR = 60 * 60 * 1000;

/**
 * Sign-up does not tell who has an account (hostile review: it answered 'There is already an
 * account with this email address'). Every sign-up answers alike; the address is mailed a link
 * that makes the account, or, when it has one, a note that someone tried.
 */
describe.each(testDialects())('signing up by email on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let t: TestApp;
  const start = new Date('2026-06-04T10:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    t = await createTestApp({
      dialect,
      database,
      now: start,
      config: { captcha: TEST_CAPTCHA, publicOrigin: ORIGIN },
    });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });
  afterEach(() => t.clock.set(start));

  const customersWith = async (email: string) =>
    Number(
      (
        await t.app
          .get(SqlDatabase)
          .query<{ n: number }>('SELECT COUNT(*) AS n FROM customers WHERE email = ?', [email])
      )[0].n,
    );
  /**
   * Posts a sign-up (from a new guest, or from `cookie`'s session); answers the response and
   * the email it mailed.
   */
  const signUpAs = async (
    email: string,
    over: Partial<typeof CUSTOMER> & { referralToken?: string } = {},
    cookie?: string | null,
  ) => {
    let response!: request.Response;
    const mail = await mailedBy(t, email, async () => {
      const body = { ...CUSTOMER, ...over, email, captcha: await solvedCaptcha(t) };
      response = await post(t, '/api/sign-up', body, cookie).expect(200);
    });
    return { response, mail };
  };
  const keyIn = (mail: { text: string }) =>
    linkPathIn(mail as Parameters<typeof linkPathIn>[0], 'sign-up/confirm', ORIGIN)
      .split('/')
      .pop()!;
  const confirm = (key: string, cookie?: string | null) =>
    post(t, '/api/sign-up/confirm', { key }, cookie).expect(200);
  const ordersOf = async (cookie: string | null) =>
    (await get(t, '/api/checkout/get', cookie).expect(200)).body.data.purchase.orders as {
      id: string;
    }[];

  it('answers an address with an account exactly as a new one, and mails each what it needs', async () => {
    await signUp(t, { email: 'owner@example.com' });
    const taken = await signUpAs('owner@example.com', { password: 'an-intruders-pick' });
    const fresh = await signUpAs('newbie@example.com', { password: 'newbies-password' });
    for (const { response } of [taken, fresh]) {
      expect(response.body).toEqual({ data: [], isSignedIn: false });
      expect(Object.keys(response.headers).sort()).toEqual(
        Object.keys(fresh.response.headers).sort(),
      );
    }

    // The owner learns someone tried, with the way in; nothing about the account changed.
    expect(taken.mail.subject).toBe('You already have a Posy account');
    expect(taken.mail.text).toContain(`Sign in: ${ORIGIN}/sign-in\n`);
    expect(taken.mail.text).toContain(`Reset it: ${ORIGIN}/forgot-password\n`);
    expect(taken.mail.text).not.toContain('/sign-up/confirm/');
    expect((await signIn(t, 'owner@example.com', 'an-intruders-pick')).response.body.data).toEqual([
      CUSTOMER_MESSAGES.badCredentials,
    ]);
    expect((await signIn(t, 'owner@example.com')).response.body.data).toEqual([]);
    expect(await customersWith('owner@example.com')).toBe(1);

    // The new address gets the link; the account is made when it is followed, signed in there.
    expect(fresh.mail.subject).toBe('Finish creating your Posy account');
    expect(await customersWith('newbie@example.com')).toBe(0);
    const key = keyIn(fresh.mail);
    const guest = sessionCookieOf(fresh.response);
    const made = await confirm(key, guest);
    expect(made.body).toEqual({ data: [], isSignedIn: true });
    const session = await get(t, '/api/user-session', sessionCookieOf(made)).expect(200);
    expect(session.body.data).toEqual({
      customerId: expect.any(String),
      email: 'newbie@example.com',
    });
    // The link works once: a second click is told the account is there, to sign in.
    expect((await confirm(key)).body).toEqual({
      data: [CUSTOMER_MESSAGES.emailTaken],
      isSignedIn: false,
    });
    expect((await signIn(t, 'newbie@example.com', 'newbies-password')).response.body.data).toEqual(
      [],
    );
  });

  it('takes a link once within 24 hours, records the referral, and tells an address taken since', async () => {
    const late = keyIn((await signUpAs('late@example.com')).mail);
    t.clock.set(new Date(start.getTime() + 24 * HOUR + 60 * 1000));
    expect((await confirm(late)).body.data).toEqual([CUSTOMER_MESSAGES.signUpLinkInvalid]);
    expect((await confirm(`${late.slice(0, -2)}xx`)).body.data).toEqual([
      CUSTOMER_MESSAGES.signUpLinkInvalid,
    ]);
    expect(await t.app.get(SignUps).sweep()).toBeGreaterThanOrEqual(1);
    t.clock.set(start);

    const referrer = await signUp(t, { email: 'referrer@example.com' });
    const { referralToken, customerId: referrerId } = (
      await get(t, '/api/account/details', referrer).expect(200)
    ).body.data as { referralToken: string; customerId: string };
    const first = keyIn((await signUpAs('twice@example.com', { referralToken })).mail);
    const second = keyIn((await signUpAs('twice@example.com')).mail);
    expect((await confirm(first)).body.data).toEqual([]);
    expect((await confirm(second)).body.data).toEqual([CUSTOMER_MESSAGES.emailTaken]);
    expect(await customersWith('twice@example.com')).toBe(1);
    const [signedUp] = await t.app
      .get(SqlDatabase)
      .query<{ data: string | Record<string, unknown> }>(
        "SELECT data FROM events WHERE type = 'CustomerSignedUp' ORDER BY position DESC LIMIT 1",
      );
    const data = typeof signedUp.data === 'string' ? JSON.parse(signedUp.data) : signedUp.data;
    expect(data).toMatchObject({ email: 'twice@example.com', referredBy: referrerId });
  });

  it('limits sign-ups per email alike, with or without an account', async () => {
    // The owner's own sign-up was the first of five in the hour.
    await signUp(t, { email: 'limited-owner@example.com' });
    for (const [email, already] of [
      ['limited-owner@example.com', 1],
      ['limited-new@example.com', 0],
    ] as const) {
      for (let i = already; i < 5; i++) await signUpAs(email);
      const refused = await post(t, '/api/sign-up', {
        ...CUSTOMER,
        email,
        captcha: await solvedCaptcha(t),
      }).expect(429);
      expect(refused.body).toEqual({
        data: null,
        error: CUSTOMER_MESSAGES.tooManyRequests,
        isSignedIn: false,
      });
    }
  });
  it('costs an address with an account the same work as a new one: one password hash each', async () => {
    await signUp(t, { email: 'costly-owner@example.com' });
    const hashing = jest.spyOn(t.app.get(HashingQueue), 'run');
    try {
      await signUpAs('costly-owner@example.com');
      expect(hashing).toHaveBeenCalledTimes(1);
      await signUpAs('costly-new@example.com');
      expect(hashing).toHaveBeenCalledTimes(2);
    } finally {
      hashing.mockRestore();
    }
  });

  it("carries the guest's basket over to the account the link makes", async () => {
    const guest = await newShopperCookie(t.server);
    await readyBasket(t.server, guest);
    const before = await ordersOf(guest);
    expect(before).toHaveLength(1);
    const { mail } = await signUpAs('basket@example.com', {}, guest);
    const made = await confirm(keyIn(mail), guest);
    expect(made.body).toEqual({ data: [], isSignedIn: true });
    const cookie = sessionCookieOf(made);
    expect((await ordersOf(cookie)).map((order) => order.id)).toEqual(
      before.map((order) => order.id),
    );
    // The guest's token no longer reaches it.
    expect(await ordersOf(guest)).toEqual([]);
  });

  it('makes one account when the link is followed twice at once; the other is told to sign in', async () => {
    const key = keyIn((await signUpAs('race@example.com')).mail);
    const answers = await Promise.all([confirm(key), confirm(key), confirm(key)]);
    const bodies = answers
      .map((answer) => answer.body)
      .sort((a, b) => a.data.length - b.data.length);
    expect(bodies).toEqual([
      { data: [], isSignedIn: true },
      { data: [CUSTOMER_MESSAGES.emailTaken], isSignedIn: false },
      { data: [CUSTOMER_MESSAGES.emailTaken], isSignedIn: false },
    ]);
    expect(await customersWith('race@example.com')).toBe(1);
  });

  it('answers a link for an address that got an account since (two links at once) with the sign-in message', async () => {
    const keys = [
      keyIn((await signUpAs('both@example.com')).mail),
      keyIn((await signUpAs('both@example.com')).mail),
    ];
    const answers = await Promise.all(keys.map((key) => confirm(key)));
    expect(answers.map((answer) => answer.body.data).sort()).toEqual([
      [],
      [CUSTOMER_MESSAGES.emailTaken],
    ]);
    expect(await customersWith('both@example.com')).toBe(1);
  });

  it('refuses a malformed key with 400 and a forged or unknown one with the link message', async () => {
    for (const body of [{}, { key: 42 }, { key: ['a'] }, { key: 'k'.repeat(201) }]) {
      const response = await post(t, '/api/sign-up/confirm', body).expect(400);
      expect(response.body).toMatchObject({ data: null, isSignedIn: false });
      // One message (`error`) or each broken rule's (`errors`): all the link's.
      const messages = response.body.errors ?? [response.body.error];
      expect([body, new Set(messages)]).toEqual([body, new Set([ACCOUNT_REQUEST_MESSAGES.token])]);
    }
    for (const key of ['', 'not-a-link', 'a.b', `${'x'.repeat(40)}.${'y'.repeat(40)}`]) {
      expect((await confirm(key)).body).toEqual({
        data: [CUSTOMER_MESSAGES.signUpLinkInvalid],
        isSignedIn: false,
      });
    }
  });
});
