import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { CLIENT_ERROR_MESSAGES, SUPPORT_MESSAGES, type ClientErrorRecord } from '@shop/contracts';
import request from 'supertest';
import { Accounts } from '../accounts';
import { TEST_CAPTCHA, signUp } from '../accounts/accounts.test-kit';
import { testDialects } from '../platform/database/scratch-database';
import { exec, SqlDatabase } from '../platform/database/sql-database';
import { HTTP_MESSAGES } from '../platform/http/messages';
import { SessionService } from '../platform/session/session.service';
import { createTestApp } from '../testing/test-app';
import { newShopperCookie } from '../testing/test-shopper';
import { ClientErrorSweeper } from './client-errors/client-error-sweeper';
import { staffCookie } from './support.test-kit';

const NOW = new Date('2026-06-04T10:00:00Z');
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const REPORT = {
  message: "Cannot read properties of undefined (reading 'price')",
  name: 'TypeError',
  stack:
    "TypeError: Cannot read properties of undefined (reading 'price')\n    at Basket (basket.tsx:12:3)",
  url: 'https://shop.example/checkout/1?step=2',
  status: null,
  source: 'render',
};
const LONG = (length: number) => 'x'.repeat(length);

interface ReportRow {
  id: number | string;
  customer_id: string | null;
  session_id: string | null;
  source: string;
  name: string | null;
  message: string;
  stack: string | null;
  url: string;
  status: number | null;
  user_agent: string | null;
}

describe.each(testDialects())('error reports from the storefront on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sql: SqlDatabase;
  let staff: string;
  beforeAll(async () => {
    // One proxy hop: X-Forwarded-For names the shopper's address, as behind a load balancer.
    t = await createTestApp({
      dialect,
      now: NOW,
      config: { trustProxy: 1, captcha: TEST_CAPTCHA },
    });
    sql = t.app.get(SqlDatabase);
    staff = await staffCookie(t);
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    t.clock.set(NOW);
    await sql.transaction(function* () {
      for (const table of ['client_error_reports', 'rate_limit_counters']) {
        yield* exec(`DELETE FROM ${table}`);
      }
    });
  });

  let addresses = 0;
  /** A new address per call, so tests do not share a limit unless they mean to. */
  const newAddress = () => `198.51.100.${++addresses % 250}`;
  const report = (body: unknown, cookie?: string | null, address = newAddress()) => {
    const call = request(t.server).post('/api/client-errors').set('X-Forwarded-For', address);
    if (cookie) call.set('Cookie', cookie);
    return call.send(body as object);
  };
  const listing = (cookie?: string, query = '') => {
    const call = request(t.server).get(`/api/support/client-errors${query}`);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const stored = () => sql.query<ReportRow>('SELECT * FROM client_error_reports ORDER BY id');
  const count = async (table: string) =>
    Number((await sql.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n);
  const sessionIdOf = (cookie: string) =>
    createHash('sha256').update(cookie.split('=')[1]).digest('hex');
  /** The warn lines the reports logged (the handler's logger, context `ClientError`). */
  const logged = () => {
    const warn = jest.spyOn(Logger.prototype, 'warn');
    return () =>
      warn.mock.calls.filter(([, text]) => text === 'Storefront error reported').map(([f]) => f);
  };

  describe('POST /api/client-errors', () => {
    it("stores a guest's report with no customer, and creates no session for it", async () => {
      const lines = logged();
      const sessionsBefore = await count('sessions');
      const response = await report(REPORT).set('User-Agent', 'Mozilla/5.0 (Test)').expect(200);

      expect(response.body).toEqual({ data: { received: true }, isSignedIn: false });
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await count('sessions')).toBe(sessionsBefore);
      expect(await stored()).toEqual([
        {
          id: expect.anything(),
          created_at: expect.anything(),
          customer_id: null,
          session_id: null,
          source: 'render',
          name: 'TypeError',
          message: REPORT.message,
          stack: REPORT.stack,
          url: REPORT.url,
          status: null,
          user_agent: 'Mozilla/5.0 (Test)',
        },
      ]);
      expect(lines()).toEqual([
        { customerId: null, source: 'render', message: REPORT.message, url: REPORT.url },
      ]);
    });

    it("stores a signed-in customer's report with the session's own customer id", async () => {
      const cookie = await signUp(t, { email: 'reporter@example.com' });
      const session = await request(t.server).get('/api/user-session').set('Cookie', cookie);
      const customerId = session.body.data.customerId as string;
      const lines = logged();

      const response = await report(
        { ...REPORT, source: 'session', status: 500, url: '/account/orders' },
        cookie,
      ).expect(200);

      expect(response.body).toEqual({ data: { received: true }, isSignedIn: true });
      const [row] = await stored();
      expect(row).toMatchObject({
        customer_id: customerId,
        session_id: sessionIdOf(cookie),
        source: 'session',
        status: 500,
        url: '/account/orders',
      });
      expect(lines()).toEqual([expect.objectContaining({ customerId, source: 'session' })]);
    });

    it("stores a guest session's id (no customer), and never a customer id the body claims", async () => {
      const cookie = await newShopperCookie(t.server);
      await report(REPORT, cookie).expect(200);
      const [row] = await stored();
      expect(row).toMatchObject({ customer_id: null, session_id: sessionIdOf(cookie) });

      const other = await signUp(t, { email: 'someone-else@example.com' });
      const { customerId } = (await request(t.server).get('/api/user-session').set('Cookie', other))
        .body.data;
      const claimed = await report({ ...REPORT, customerId }, cookie).expect(400);
      expect(claimed.body.error).toBe('property customerId should not exist');
      expect(await stored()).toHaveLength(1);
    });

    it('takes the smallest and largest reports, leaving optional fields out or null', async () => {
      await report({ message: 'x', url: '/', source: 'window' }).expect(200);
      await report({
        message: LONG(1000),
        name: LONG(100),
        stack: LONG(8000),
        url: `https://shop.example/${LONG(2000 - 'https://shop.example/'.length)}`,
        status: 599,
        source: 'promise',
      }).expect(200);
      await report({ ...REPORT, name: null, stack: null, status: null }).expect(200);

      const rows = await stored();
      // Lengths, not texts: a failure should not print 11,000 x's. No User-Agent was sent.
      const lengths = (text: string | null) => text?.length ?? null;
      expect(
        rows.map((r) => [r.message, r.name, r.stack, r.url].map(lengths).concat(r.status)),
      ).toEqual([
        [1, null, null, 1, null],
        [1000, 100, 8000, 2000, 599],
        [REPORT.message.length, null, null, REPORT.url.length, null],
      ]);
      expect(rows.map((r) => r.user_agent)).toEqual([null, null, null]);
    });

    it('cuts a long User-Agent to 300 characters and logs one line of the message', async () => {
      const lines = logged();
      await report({ ...REPORT, message: `first line\n${LONG(500)}` })
        .set('User-Agent', `Agent/${LONG(400)}`)
        .expect(200);
      const [row] = await stored();
      expect(row.user_agent).toBe(`Agent/${LONG(294)}`);
      const [line] = lines() as { message: string }[];
      expect(line.message).toMatch(/^first line x+…$/);
      expect(line.message).toHaveLength(200);
    });

    it.each([
      ['no message', { ...REPORT, message: undefined }, CLIENT_ERROR_MESSAGES.message],
      ['an empty message', { ...REPORT, message: '' }, CLIENT_ERROR_MESSAGES.message],
      ['a message as a number', { ...REPORT, message: 42 }, CLIENT_ERROR_MESSAGES.message],
      ['a long message', { ...REPORT, message: LONG(1001) }, CLIENT_ERROR_MESSAGES.message],
      ['a long name', { ...REPORT, name: LONG(101) }, CLIENT_ERROR_MESSAGES.name],
      ['a long stack', { ...REPORT, stack: LONG(8001) }, CLIENT_ERROR_MESSAGES.stack],
      ['no url', { ...REPORT, url: undefined }, CLIENT_ERROR_MESSAGES.url],
      ['a long url', { ...REPORT, url: `/${LONG(2000)}` }, CLIENT_ERROR_MESSAGES.url],
      ['a javascript: url', { ...REPORT, url: 'javascript:alert(1)' }, CLIENT_ERROR_MESSAGES.url],
      ['a relative url', { ...REPORT, url: 'checkout/1' }, CLIENT_ERROR_MESSAGES.url],
      ['a // url', { ...REPORT, url: '//evil.example/x' }, CLIENT_ERROR_MESSAGES.url],
      ['a url with spaces', { ...REPORT, url: '/a b' }, CLIENT_ERROR_MESSAGES.url],
      ['a url with no host', { ...REPORT, url: 'https:///x' }, CLIENT_ERROR_MESSAGES.url],
      ['a status of 99', { ...REPORT, status: 99 }, CLIENT_ERROR_MESSAGES.status],
      ['a status of 600', { ...REPORT, status: 600 }, CLIENT_ERROR_MESSAGES.status],
      ['a fractional status', { ...REPORT, status: 500.5 }, CLIENT_ERROR_MESSAGES.status],
      ['a status as text', { ...REPORT, status: '500' }, CLIENT_ERROR_MESSAGES.status],
      ['an unknown source', { ...REPORT, source: 'console' }, CLIENT_ERROR_MESSAGES.source],
      ['no source', { ...REPORT, source: undefined }, CLIENT_ERROR_MESSAGES.source],
      ['an extra field', { ...REPORT, level: 'fatal' }, 'property level should not exist'],
    ])('refuses %s: 400 in the envelope, nothing stored or counted', async (_what, body, error) => {
      const lines = logged();
      const response = await report(body).expect(400);

      expect(response.body).toEqual({ data: null, error, isSignedIn: false });
      expect(await stored()).toEqual([]);
      expect(await count('rate_limit_counters')).toBe(0);
      expect(lines()).toEqual([]);
    });

    it('refuses a body that is not a JSON object: 400 (415 when not sent as JSON)', async () => {
      const post = () =>
        request(t.server).post('/api/client-errors').set('X-Forwarded-For', newAddress());
      const broken = await post()
        .set('Content-Type', 'application/json')
        .send('{"message": "half')
        .expect(400);
      expect(broken.body).toMatchObject({ data: null, error: HTTP_MESSAGES.invalidJson });
      await post().set('Content-Type', 'application/json').send('[]').expect(400);
      await post().set('Content-Type', 'application/json').send('"an error"').expect(400);
      await post().set('Content-Type', 'application/json').send('').expect(400);
      const text = await post().set('Content-Type', 'text/plain').send('an error').expect(415);
      expect(text.body).toMatchObject({ data: null, error: HTTP_MESSAGES.unsupportedType });
      expect(await stored()).toEqual([]);
    });

    it('refuses a report sent from another site (the cross-site guard), storing nothing', async () => {
      const response = await report(REPORT).set('Sec-Fetch-Site', 'cross-site').expect(403);
      expect(response.body).toMatchObject({ data: null, error: HTTP_MESSAGES.crossSite });
      await report(REPORT).set('Origin', 'https://evil.example').expect(403);
      // The storefront's own same-origin post passes.
      await report(REPORT).set('Sec-Fetch-Site', 'same-origin').expect(200);
      expect(await stored()).toHaveLength(1);
    });
  });

  describe('rate limits', () => {
    it('takes 30 reports per address in 10 minutes, whatever the session, then 429', async () => {
      const address = '203.0.113.5';
      for (let i = 0; i < 29; i++) await report(REPORT, null, address).expect(200);
      await report(REPORT, await newShopperCookie(t.server), address).expect(200);
      const lines = logged();

      const refused = await report(REPORT, null, address).expect(429);
      expect(refused.body).toEqual({
        data: null,
        error: CLIENT_ERROR_MESSAGES.tooMany,
        isSignedIn: false,
      });
      await report(REPORT, await newShopperCookie(t.server), address).expect(429);
      expect(await stored()).toHaveLength(30);
      expect(lines()).toEqual([]);
      // Another address is not held back.
      await report(REPORT, null, '203.0.113.6').expect(200);
    });

    it('holds one session to 10 reports whichever address it comes from', async () => {
      const cookie = await newShopperCookie(t.server);
      for (let i = 0; i < 10; i++) await report(REPORT, cookie).expect(200);

      const refused = await report(REPORT, cookie).expect(429);
      expect(refused.body.error).toBe(CLIENT_ERROR_MESSAGES.tooMany);
      expect(await stored()).toHaveLength(10);
      // Another session is not held back.
      await report(REPORT, await newShopperCookie(t.server)).expect(200);
    });

    it('lets the address in again once 10 minutes and more have passed', async () => {
      const address = '203.0.113.8';
      for (let i = 0; i < 30; i++) await report(REPORT, null, address).expect(200);
      t.clock.set(new Date(NOW.getTime() + 9 * MINUTE));
      await report(REPORT, null, address).expect(429);

      t.clock.set(new Date(NOW.getTime() + 12 * MINUTE));
      await report(REPORT, null, address).expect(200);
      expect(await stored()).toHaveLength(31);
    });
  });

  it('keeps 30 days of reports: the sweep deletes older ones', async () => {
    for (const daysAgo of [45, 31, 29, 0]) {
      t.clock.set(new Date(NOW.getTime() - daysAgo * DAY));
      await report({ ...REPORT, message: `${daysAgo} days ago` }).expect(200);
    }
    t.clock.set(NOW);

    expect(await t.app.get(ClientErrorSweeper).sweep()).toBe(2);
    expect((await stored()).map((r) => r.message)).toEqual(['29 days ago', '0 days ago']);
    expect(await t.app.get(ClientErrorSweeper).sweep()).toBe(0);
  });

  describe('GET /api/support/client-errors', () => {
    it('answers staff every field, newest first', async () => {
      const cookie = await signUp(t, { email: 'listed@example.com' });
      const { customerId } = (
        await request(t.server).get('/api/user-session').set('Cookie', cookie)
      ).body.data;
      await report({ message: 'first', url: '/', source: 'window' }).expect(200);
      t.clock.set(new Date(NOW.getTime() + MINUTE));
      await report(REPORT, cookie).set('User-Agent', 'Mozilla/5.0 (Test)').expect(200);

      const response = await listing(staff).expect(200);
      const reports = response.body.data.reports as ClientErrorRecord[];
      expect(reports.map((r) => r.message)).toEqual([REPORT.message, 'first']);
      expect(reports[0]).toEqual({
        id: expect.any(Number),
        createdAt: '2026-06-04T10:01:00.000Z',
        customerId,
        sessionId: sessionIdOf(cookie),
        source: 'render',
        name: 'TypeError',
        message: REPORT.message,
        stack: REPORT.stack,
        url: REPORT.url,
        status: null,
        userAgent: 'Mozilla/5.0 (Test)',
      });
      expect(reports[1]).toMatchObject({
        createdAt: '2026-06-04T10:00:00.000Z',
        customerId: null,
        sessionId: null,
        name: null,
        stack: null,
      });
    });

    it('answers 50 reports by default, `limit` of them when asked, at most 200', async () => {
      await sql.transaction(function* () {
        for (let i = 0; i < 210; i++) {
          yield* exec(
            `INSERT INTO client_error_reports (created_at, source, message, url)
             VALUES (?, 'window', ?, '/')`,
            [new Date(NOW.getTime() + i * 1000), `report ${i}`],
          );
        }
      });
      const messages = async (query: string) =>
        ((await listing(staff, query).expect(200)).body.data.reports as ClientErrorRecord[]).map(
          (r) => r.message,
        );

      const byDefault = await messages('');
      expect(byDefault).toHaveLength(50);
      expect(byDefault[0]).toBe('report 209');
      expect(await messages('?limit=2')).toEqual(['report 209', 'report 208']);
      expect(await messages('?limit=200')).toHaveLength(200);
    });

    it.each(['0', '201', '999', '-1', '1.5', 'ten', '', '010', '5&limit=6'])(
      'refuses limit=%s with 400 in the envelope',
      async (limit) => {
        const response = await listing(staff, `?limit=${limit}`).expect(400);
        expect(response.body).toEqual({
          data: null,
          error: CLIENT_ERROR_MESSAGES.limit,
          isSignedIn: false,
        });
      },
    );

    it('refuses fields it does not know', async () => {
      await listing(staff, '?limit=5&order=asc').expect(400);
    });

    it('is for staff only: 401 for a guest, 403 for a signed-in customer and a customer account', async () => {
      const secret = 'Card ending 4242 declined for Rose Lane';
      await report({ ...REPORT, message: secret }).expect(200);

      const none = await listing().expect(401);
      expect(none.body).toEqual({
        data: null,
        error: SUPPORT_MESSAGES.signInRequired,
        isSignedIn: false,
      });
      await listing(await newShopperCookie(t.server)).expect(401);
      const customer = await listing(await signUp(t, { email: 'curious@example.com' })).expect(403);
      expect(customer.body).toMatchObject({ data: null, error: SUPPORT_MESSAGES.staffOnly });

      const account = await t.app.get(Accounts).create({
        email: 'customer-account@example.com',
        name: 'Cathy Customer',
        password: 'tulips-in-spring',
        role: 'customer',
      });
      const { token } = await t.app
        .get(SessionService)
        .create({ account: { id: account.id, role: 'customer' } });
      const forbidden = await listing(`shop_session=${token}`).expect(403);
      expect(forbidden.body).toEqual({
        data: null,
        error: SUPPORT_MESSAGES.staffOnly,
        isSignedIn: false,
      });
      for (const answer of [none, customer, forbidden]) {
        expect(JSON.stringify(answer.body)).not.toContain('Rose Lane');
      }
      expect((await listing(staff).expect(200)).body.data.reports[0].message).toBe(secret);
    });
  });
});
