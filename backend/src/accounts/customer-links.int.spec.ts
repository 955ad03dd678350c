import { CUSTOMER_MESSAGES, type DevOutboxEmail } from '@shop/contracts';
import request from 'supertest';
import {
  createTestDatabase,
  testDialects,
  type TestDatabaseHandle,
} from '../platform/database/scratch-database';
import { SqlDatabase } from '../platform/database/sql-database';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';
import { createTestApp } from '../testing/test-app';
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
const ORIGIN = 'https://shop.test';
const MINUTE = 60 * 1000;

describe.each(testDialects())('magic links, passwords and email changes on %s', (dialect) => {
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

  /** The emails to `to`, newest first, once the subscribers have caught up. */
  const mailTo = async (to: string): Promise<DevOutboxEmail[]> => {
    await t.app.get(SubscriptionRunner).wake();
    return (await request(t.server).get('/api/dev/outbox').query({ to }).expect(200)).body.data;
  };
  const seen = new Set<string>();
  /**
   * The path of the link to this shop in the newest email to `to`, once it is one not seen
   * before: polls, as PostgreSQL's gap-safe read may hide the event a moment (the sign-up's own
   * email, or an earlier link, may still be the newest).
   */
  const linkIn = async (to: string, path: string): Promise<string> => {
    const deadline = Date.now() + 10000;
    for (;;) {
      const [latest] = await mailTo(to);
      const match = latest?.text.match(new RegExp(`${ORIGIN}(/${path}/[A-Za-z0-9_.-]+)`));
      if (match && !seen.has(match[1])) {
        seen.add(match[1]);
        return match[1];
      }
      if (Date.now() > deadline) throw new Error(`No new ${path} link in ${latest?.text}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const tokenOf = (path: string) => path.split('/').pop()!;
  const isSignedIn = async (cookie: string | null) =>
    (await get(t, '/api/user-session', cookie).expect(200)).body.isSignedIn as boolean;

  it('mails a sign-in link that signs in once, within 15 minutes', async () => {
    await signUp(t, { email: 'magic@example.com' });
    const sent = await post(t, '/api/sign-in/email', {
      email: 'Magic@Example.com',
      captcha: await solvedCaptcha(t),
    }).expect(200);
    expect(sent.body.data).toEqual([]);
    const token = tokenOf(await linkIn('magic@example.com', 'sign-in/email'));
    const [email] = await mailTo('magic@example.com');
    expect(email.subject).toBe('Your Posy sign-in link');
    const used = await post(t, '/api/sign-in/email/token', { token }).expect(200);
    expect(used.body).toMatchObject({ data: [], isSignedIn: true });
    const again = await post(t, '/api/sign-in/email/token', { token }).expect(200);
    expect(again.body).toMatchObject({ data: [CUSTOMER_MESSAGES.linkInvalid], isSignedIn: false });

    await post(t, '/api/sign-in/email', {
      email: 'magic@example.com',
      captcha: await solvedCaptcha(t),
    }).expect(200);
    const late = tokenOf(await linkIn('magic@example.com', 'sign-in/email'));
    t.clock.set(new Date(start.getTime() + 16 * MINUTE));
    const expired = await post(t, '/api/sign-in/email/token', { token: late }).expect(200);
    expect(expired.body.data).toEqual([CUSTOMER_MESSAGES.linkInvalid]);
  });

  it('answers the same for an unknown email, and mails nothing', async () => {
    for (const path of ['/api/sign-in/email', '/api/forgot-password']) {
      const answer = await post(t, path, {
        email: 'nobody@example.com',
        captcha: await solvedCaptcha(t),
      }).expect(200);
      expect(answer.body.data).toEqual([]);
    }
    expect(await mailTo('nobody@example.com')).toEqual([]);
  });

  it('refuses a tampered or other-purpose token', async () => {
    await signUp(t, { email: 'tamper@example.com' });
    await post(t, '/api/forgot-password', {
      email: 'tamper@example.com',
      captcha: await solvedCaptcha(t),
    }).expect(200);
    const resetToken = tokenOf(await linkIn('tamper@example.com', 'forgot-password'));
    // A reset key is not a sign-in link, and a changed signature is nobody's.
    const wrongPurpose = await post(t, '/api/sign-in/email/token', { token: resetToken });
    expect(wrongPurpose.body.data).toEqual([CUSTOMER_MESSAGES.linkInvalid]);
    const tampered = `${resetToken.slice(0, -2)}xx`;
    expect((await get(t, `/api/forgot-password/key/${tampered}`).expect(200)).body.data).toEqual({
      valid: false,
    });
    expect((await get(t, `/api/forgot-password/key/${resetToken}`).expect(200)).body.data).toEqual({
      valid: true,
    });
  });

  it('resets a password with a key used once within an hour; every other session ends', async () => {
    const other = await signUp(t, { email: 'reset@example.com' });
    await post(t, '/api/forgot-password', {
      email: 'reset@example.com',
      captcha: await solvedCaptcha(t),
    }).expect(200);
    const key = tokenOf(await linkIn('reset@example.com', 'forgot-password'));
    const short = await post(t, '/api/forgot-password/key', { key, password: 'short' });
    expect(short.body.data).toEqual([CUSTOMER_MESSAGES.shortPassword]);
    // A refused password does not use the key up.
    const reset = await post(t, '/api/forgot-password/key', { key, password: 'a-new-password-1' });
    expect(reset.body).toMatchObject({ data: [], isSignedIn: true });
    expect(await isSignedIn(other)).toBe(false);
    const reused = await post(t, '/api/forgot-password/key', { key, password: 'another-one-22' });
    expect(reused.body.data).toEqual([CUSTOMER_MESSAGES.resetKeyInvalid]);
    expect((await signIn(t, 'reset@example.com', 'a-new-password-1')).response.body.data).toEqual(
      [],
    );
    expect((await signIn(t, 'reset@example.com', CUSTOMER.password)).response.body.data).toEqual([
      CUSTOMER_MESSAGES.badCredentials,
    ]);

    await post(t, '/api/forgot-password', {
      email: 'reset@example.com',
      captcha: await solvedCaptcha(t),
    }).expect(200);
    const late = tokenOf(await linkIn('reset@example.com', 'forgot-password'));
    t.clock.set(new Date(start.getTime() + 61 * MINUTE));
    expect((await get(t, `/api/forgot-password/key/${late}`).expect(200)).body.data).toEqual({
      valid: false,
    });
    const expired = await post(t, '/api/forgot-password/key', {
      key: late,
      password: 'a-newer-password',
    });
    expect(expired.body.data).toEqual([CUSTOMER_MESSAGES.resetKeyInvalid]);
  });

  it('mails a signed-in customer a set-password link; it works once, without the old password', async () => {
    const cookie = await signUp(t, { email: 'set@example.com' });
    const guest = await post(t, '/api/account/set-password-link', {});
    expect(guest.status).toBe(401);
    const sent = await post(t, '/api/account/set-password-link', {}, cookie).expect(200);
    expect(sent.body.data).toEqual([]);
    const key = tokenOf(await linkIn('set@example.com', 'set-password'));
    const [email] = await mailTo('set@example.com');
    expect(email.subject).toBe('Set your Posy password');
    expect((await get(t, `/api/set-password/key/${key}`).expect(200)).body.data).toEqual({
      valid: true,
    });
    // A set key is not a reset key.
    expect((await get(t, `/api/forgot-password/key/${key}`).expect(200)).body.data).toEqual({
      valid: false,
    });
    const set = await post(t, '/api/set-password/key', { key, password: 'a-chosen-password' });
    expect(set.body).toMatchObject({ data: [], isSignedIn: true });
    expect(await isSignedIn(cookie)).toBe(false);
    const again = await post(t, '/api/set-password/key', { key, password: 'another-password' });
    expect(again.body.data).toEqual([CUSTOMER_MESSAGES.setKeyInvalid]);
    expect((await signIn(t, 'set@example.com', 'a-chosen-password')).response.body.data).toEqual(
      [],
    );
  });

  it('changes a password with the current one; other sessions end, this one stays', async () => {
    const here = await signUp(t, { email: 'change@example.com' });
    const { cookie: elsewhere } = await signIn(t, 'change@example.com');
    const wrong = await post(
      t,
      '/api/account/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'brand-new-password' },
      here,
    ).expect(200);
    expect(wrong.body.data).toEqual([CUSTOMER_MESSAGES.wrongCurrentPassword]);
    expect(await isSignedIn(elsewhere)).toBe(true);
    const changed = await post(
      t,
      '/api/account/change-password',
      { currentPassword: CUSTOMER.password, newPassword: 'brand-new-password' },
      here,
    ).expect(200);
    expect(changed.body.data).toEqual([]);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
  });

  it('changes the email only once the link mailed to the new address is followed', async () => {
    const cookie = await signUp(t, { email: 'old@example.com' });
    await signUp(t, { email: 'someone@example.com' });
    const taken = await post(
      t,
      '/api/account/details',
      { name: 'Cara', email: 'SOMEONE@example.com', phone: null, mailShot: false },
      cookie,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe(CUSTOMER_MESSAGES.emailTaken);
    const saved = await post(
      t,
      '/api/account/details',
      { name: 'Cara New', email: 'new@example.com', phone: '', mailShot: false },
      cookie,
    ).expect(200);
    expect(saved.body.data).toMatchObject({
      verificationSent: true,
      details: { name: 'Cara New', email: 'old@example.com', pendingEmail: 'new@example.com' },
    });
    const key = tokenOf(await linkIn('new@example.com', 'account/edit-details/verify'));
    // The link works without signing in (another browser).
    const verified = await post(t, '/api/account/edit-details/verify', { key }).expect(200);
    expect(verified.body.data).toEqual([]);
    const session = await get(t, '/api/user-session', cookie).expect(200);
    expect(session.body.data.email).toBe('new@example.com');
    const again = await post(t, '/api/account/edit-details/verify', { key }).expect(200);
    expect(again.body.data).toEqual([CUSTOMER_MESSAGES.verifyKeyInvalid]);
    expect((await signIn(t, 'new@example.com')).response.body.data).toEqual([]);
  });

  it('refuses bad details with 400 and changes nothing', async () => {
    const cookie = await signUp(t, { email: 'bad-details@example.com' });
    for (const body of [
      { name: 'X', email: 'bad-details@example.com', mailShot: 'no' },
      { name: 'X', email: 'not-an-email', mailShot: true },
      { name: '', email: 'bad-details@example.com', mailShot: true },
      { name: 'X', email: 'bad-details@example.com', mailShot: true, phone: 'phone me' },
      { name: 'X', email: 'bad-details@example.com', mailShot: true, role: 'admin' },
    ]) {
      const answer = await post(t, '/api/account/details', body, cookie);
      expect(answer.status).toBe(400);
    }
    const details = await get(t, '/api/account/details', cookie).expect(200);
    expect(details.body.data).toMatchObject({
      name: CUSTOMER.name,
      mailShot: true,
      pendingEmail: null,
    });
    const [keys] = await t.app
      .get(SqlDatabase)
      .query<{ n: number }>(
        "SELECT COUNT(*) AS n FROM customer_keys k JOIN customers c ON c.id = k.customer_id WHERE c.email = 'bad-details@example.com'",
      );
    expect(Number(keys.n)).toBe(0);
  });
});

describe.each(testDialects())('sign-in throttling across two instances on %s', (dialect) => {
  let database: TestDatabaseHandle;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    one = await createTestApp({ dialect, database, config: { captcha: TEST_CAPTCHA } });
    two = await createTestApp({ dialect, database, config: { captcha: TEST_CAPTCHA } });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    await database.drop();
  });

  it('refuses the sixth failure in 15 minutes with 429, whichever instance is asked', async () => {
    await signUp(one, { email: 'throttle@example.com' });
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? one : two;
      const { response } = await signIn(app, 'throttle@example.com', 'wrong-password');
      expect(response.body.data).toEqual([CUSTOMER_MESSAGES.badCredentials]);
    }
    const { response } = await signIn(two, 'throttle@example.com', CUSTOMER.password);
    expect(response.status).toBe(429);
    expect(response.body.error).toBe(CUSTOMER_MESSAGES.tooManySignIns);
    expect(response.body.isSignedIn).toBe(false);
  });
});
