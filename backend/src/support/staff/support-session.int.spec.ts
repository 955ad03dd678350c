import { SUPPORT_MESSAGES } from '@shop/contracts';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../../platform/database/scratch-database';
import {
  createStaff,
  guestCookie,
  signIn,
  STAFF,
  staffCookie,
  everyKindOfEvent,
} from '../support.test-kit';
import { Accounts } from '../../accounts';
import { PASSWORD_HASH_COST } from '../../platform/config/password-hash-cost';
import { seedPurchase } from '../purchase.test-kit';
import { solvedCaptcha, TEST_CAPTCHA } from '../../accounts/accounts.test-kit';
import { exec, SqlDatabase } from '../../platform/database/sql-database';
import { hashToken, SessionService } from '../../platform/session/session.service';

describe.each(testDialects())('support sign-in and roles on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => {
    t = await createTestApp({ dialect, config: { captcha: TEST_CAPTCHA } });
  });
  afterEach(async () => {
    await t.close();
  });

  const get = (path: string, cookie?: string) => {
    const call = request(t.server).get(path);
    return cookie ? call.set('Cookie', cookie) : call;
  };

  it('signs in with a new session: the cookie changes and the old one is not staff', async () => {
    await createStaff(t);
    const guest = await guestCookie(t);
    const { response, cookie } = await signIn(t, 'ada@posy.test', STAFF.password, guest);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      staff: { id: expect.any(String), name: 'Ada Support', email: 'ada@posy.test' },
    });
    expect(cookie).toMatch(/^shop_session=[A-Za-z0-9_-]{43}$/);
    expect(cookie).not.toBe(guest);
    await get('/api/support/me', cookie!).expect(200, {
      data: { staff: response.body.data.staff },
      isSignedIn: false,
    });
    const old = await get('/api/support/me', guest).expect(401);
    expect(old.body.error).toBe(SUPPORT_MESSAGES.signInRequired);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    await createStaff(t);
    const wrong = await signIn(t, STAFF.email, 'not-the-password');
    const unknown = await signIn(t, 'nobody@posy.test', STAFF.password);
    for (const { response, cookie } of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        data: null,
        error: SUPPORT_MESSAGES.badCredentials,
        isSignedIn: false,
      });
      // A refused sign-in saves no session at all, so it sets no cookie to sign anything in.
      expect(cookie).toBeNull();
    }
    await get('/api/support/me').expect(401);
  });

  it('refuses the sixth try after five failures for that email and address, for 15 minutes', async () => {
    await createStaff(t);
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t, STAFF.email, `wrong-password-${i}`)).response.status).toBe(401);
    }
    const blocked = await signIn(t, STAFF.email, STAFF.password);
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.body.error).toBe(SUPPORT_MESSAGES.tooManyAttempts);
    // Another email from the same address is not blocked.
    await createStaff(t, { email: 'grace@posy.test' });
    expect((await signIn(t, 'grace@posy.test', STAFF.password)).response.status).toBe(200);
    t.clock.set(new Date(t.clock.now().getTime() + 15 * 60 * 1000 + 1));
    expect((await signIn(t, STAFF.email, STAFF.password)).response.status).toBe(200);
  });

  it('refuses an address that sprays one guess at many accounts after 20 failures', async () => {
    await createStaff(t);
    for (let i = 0; i < 20; i++) {
      const guess = await signIn(t, `sprayed-${i}@posy.test`, STAFF.password);
      expect(guess.response.status).toBe(401);
    }
    // Even the right password for a real account: this address is refused for now.
    const blocked = await signIn(t, STAFF.email, STAFF.password);
    expect(blocked.response.status).toBe(429);
    expect(blocked.response.body.error).toBe(SUPPORT_MESSAGES.tooManyAttempts);
    t.clock.set(new Date(t.clock.now().getTime() + 15 * 60 * 1000 + 1));
    expect((await signIn(t, STAFF.email, STAFF.password)).response.status).toBe(200);
  });

  it('keeps answering other requests during a sign-in flood, refusing what will not fit', async () => {
    // At the shop's own hashing cost (test apps hash cheaply): the flood must outlast the health check.
    await t.close();
    t = await createTestApp({
      dialect,
      config: { captcha: TEST_CAPTCHA, passwordHashCost: PASSWORD_HASH_COST },
    });
    await createStaff(t);
    let checked = 0; // answers that needed a password check (401), not refusals (429)
    // Each with its captcha solved: without one no password is hashed at all.
    const captchas: string[] = [];
    for (let i = 0; i < 80; i++) captchas.push(await solvedCaptcha(t));
    const flood = captchas.map((captcha, i) =>
      request(t.server)
        .post('/api/support/sign-in')
        .send({ email: `flood-${i}@posy.test`, password: 'a-guess-at-a-password', captcha })
        .then((answer) => {
          if (answer.status === 401) checked++;
          return answer.status;
        }),
    );
    // Health answers while most of the checks are still waiting: it never queues behind scrypt.
    await new Promise((resolve) => setImmediate(resolve));
    await get('/api/health').expect(200);
    expect(checked).toBeLessThan(10);
    const statuses = await Promise.all(flood);
    // A bounded queue: what does not fit is refused at once, the rest get their honest answer.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    // Every attempt counts before its hash: a burst from one address gets at most 20 checks.
    const checks = statuses.filter((status) => status === 401).length;
    expect(checks).toBeGreaterThan(0);
    expect(checks).toBeLessThanOrEqual(20);
  });

  it('gives a simultaneous burst against one account no more than five guesses', async () => {
    await createStaff(t);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(t, STAFF.email, `wrong-password-${i}`)),
    );
    const statuses = burst.map(({ response }) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect((await signIn(t, STAFF.email, STAFF.password)).response.status).toBe(429);
  });

  it('signs out: the session row is gone and the cookie no longer signs in', async () => {
    const cookie = await staffCookie(t);
    await get('/api/support/me', cookie).expect(200);
    const out = await request(t.server)
      .post('/api/support/sign-out')
      .set('Cookie', cookie)
      .expect(200);
    expect(out.body.data).toEqual({});
    const token = cookie.split('=')[1];
    const left = await t.app
      .get(SqlDatabase)
      .query('SELECT id FROM sessions WHERE id = ?', [hashToken(token)]);
    expect(left).toEqual([]);
    await get('/api/support/me', cookie).expect(401);
    await get('/api/support/baskets?query=x', cookie).expect(401);
  });

  it('ends a session signed out on another instance at once: no instance keeps it in memory', async () => {
    const cookie = await staffCookie(t);
    await get('/api/support/me', cookie).expect(200);
    await get('/api/support/me', cookie).expect(200);
    // What another instance's sign-out does: the row goes; this instance was never told.
    const token = cookie.split('=')[1];
    await t.app.get(SqlDatabase).transaction(function* () {
      yield* exec('DELETE FROM sessions WHERE id = ?', [hashToken(token)]);
    });
    await get('/api/support/me', cookie).expect(401);
  });

  it('ends a staff session after 8 idle hours; use keeps it going', async () => {
    const cookie = await staffCookie(t);
    const hours = (n: number) => t.clock.set(new Date(t.clock.now().getTime() + n * 3_600_000));
    hours(7);
    await get('/api/support/me', cookie).expect(200);
    hours(7);
    await get('/api/support/me', cookie).expect(200);
    hours(8);
    hours(0.02); // 8 hours and a minute or so since the last request
    const expired = await get('/api/support/me', cookie).expect(401);
    expect(expired.body.error).toBe(SUPPORT_MESSAGES.signInRequired);
    const left = await t.app
      .get(SqlDatabase)
      .query('SELECT id FROM sessions WHERE id = ?', [hashToken(cookie.split('=')[1])]);
    expect(left).toEqual([]);
  });

  it('validates the sign-in body', async () => {
    const response = await request(t.server).post('/api/support/sign-in').send({ email: 'a@b.c' });
    expect(response.status).toBe(400);
    await request(t.server)
      .post('/api/support/sign-in')
      .send({ email: 'a@b.c', password: 'xxxxxxxxxxxx', captcha: 'x', extra: 1 })
      .expect(400);
  });

  describe('role checks on every support route', () => {
    const routes = (basket: string) => [
      '/api/support/baskets?query=grace@example.com',
      '/api/support/baskets?query=P1234567',
      `/api/support/baskets/${basket}/events`,
      `/api/support/baskets/${basket}/events.csv`,
      `/api/support/baskets/${basket}/state?version=1`,
    ];

    it('401 without a session, 403 for a customer, 200 for staff', async () => {
      const basket = await seedPurchase(t, 'shopper-1', everyKindOfEvent());
      const staff = await staffCookie(t);
      const customer = await t.app.get(Accounts).create({
        email: 'customer@example.com',
        name: 'Cathy Customer',
        password: 'tulips-in-spring',
        role: 'customer',
      });
      const { token } = await t.app
        .get(SessionService)
        .create({ account: { id: customer.id, role: 'customer' } });
      const customerCookie = `shop_session=${token}`;
      const guest = await guestCookie(t);
      for (const path of [...routes(basket), '/api/support/me']) {
        const none = await get(path).expect(401);
        expect(none.body.error).toBe(SUPPORT_MESSAGES.signInRequired);
        await get(path, guest).expect(401);
        await get(path, staff).expect(200);
      }
      // The order number finds the basket, and its order's events show, for staff only.
      const found = await get('/api/support/baskets?query=P1234567', staff).expect(200);
      expect(found.body.data.baskets.map((b: { basketId: string }) => b.basketId)).toEqual([
        basket,
      ]);
      const opened = await get(`/api/support/baskets/${basket}/events`, staff).expect(200);
      expect(opened.body.data.events.map((e: { streamId: string }) => e.streamId)).toContain(
        'order-P1234567',
      );
      for (const path of routes(basket)) {
        const forbidden = await get(path, customerCookie).expect(403);
        expect(forbidden.body).toEqual({
          data: null,
          error: SUPPORT_MESSAGES.staffOnly,
          isSignedIn: false,
        });
      }
      // A customer cannot sign in to the console either.
      expect((await signIn(t, 'customer@example.com', 'tulips-in-spring')).response.status).toBe(
        401,
      );
    });
  });
});
