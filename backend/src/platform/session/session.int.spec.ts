import { Controller, Get, Post } from '@nestjs/common';
import request from 'supertest';
import { exec, SqlDatabase } from '../database/sql-database';
import { countQueries } from '../../testing/query-counter';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../database/scratch-database';
import { StateChanging } from '../http/cross-site';
import { SessionSweeper } from './session-sweeper';
import { hashToken, LAST_SEEN_RESOLUTION_MS } from './session.service';
import { SESSION_COOKIE } from './session.middleware';

const tokenFrom = (setCookie: string[] | string | undefined): string => {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const line = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return line.split(';')[0].split('=')[1];
};

/** Stands in for any endpoint that changes state (add to basket, upload, ...). */
@Controller('probe-session')
class SessionProbeController {
  @Post()
  change() {
    return { changed: true };
  }

  @Get('redeem')
  @StateChanging()
  redeem() {
    return { redeemed: true };
  }
}

describe.each(testDialects())('sessions on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sql: SqlDatabase;

  beforeEach(async () => {
    t = await createTestApp({
      dialect,
      config: { trustProxy: 1 },
      controllers: [SessionProbeController],
    });
    sql = t.app.get(SqlDatabase);
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers GET /api/user-session for a guest as spec 000 §7', async () => {
    const response = await request(t.server).get('/api/user-session').expect(200);
    expect(response.body).toEqual({ data: { customerId: null, email: null }, isSignedIn: false });
  });

  const change = () => request(t.server).post('/api/probe-session').send({});
  const sessionCount = async () =>
    Number((await sql.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM sessions'))[0].n);

  it('saves no session and sets no cookie for requests that only read', async () => {
    for (let i = 0; i < 50; i++) {
      const response = await request(t.server).get('/api/user-session').expect(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const basket = await request(t.server).get('/api/checkout/get').expect(200);
    expect(basket.body.data.purchase.orders).toEqual([]);
    expect(basket.headers['set-cookie']).toBeUndefined();
    expect(await sessionCount()).toBe(0);
  });

  it('saves the session on the first state change, and not for a refused one', async () => {
    await request(t.server)
      .post('/api/probe-session')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({})
      .expect(403);
    await request(t.server).post('/api/no-such-endpoint').send({}).expect(404);
    expect(await sessionCount()).toBe(0);
    const response = await change().expect(201);
    expect(tokenFrom(response.headers['set-cookie'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionCount()).toBe(1);
  });

  it('saves nothing for a change that is refused by validation or a business rule', async () => {
    // A bad body (400), an add of a product that does not exist (404), a failed sign-in (401).
    await request(t.server).post('/api/checkout/update').send({ key: 'nope' }).expect(400);
    await request(t.server)
      .post('/api/checkout/remove')
      .send({ orderId: 'no-such-order' })
      .expect((answer) => expect(answer.status).toBeGreaterThanOrEqual(400));
    await request(t.server)
      .post('/api/support/sign-in')
      .send({ email: 'nobody@posy.test', password: 'not-a-password' })
      .expect(401);
    expect(await sessionCount()).toBe(0);
  });

  it('saves the session on a GET marked @StateChanging', async () => {
    const response = await request(t.server).get('/api/probe-session/redeem').expect(200);
    expect(tokenFrom(response.headers['set-cookie'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionCount()).toBe(1);
  });

  it('sets the cookie httpOnly, SameSite=Lax, and never lets a response setting it be cached', async () => {
    const response = await change();
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookie = (response.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the same session on later requests and stores only the token hash', async () => {
    const first = await change();
    const token = tokenFrom(first.headers['set-cookie']);
    const second = await request(t.server)
      .get('/api/user-session')
      .set('Cookie', `${SESSION_COOKIE}=${token}`);
    expect(second.headers['set-cookie']).toBeUndefined();
    const rows = await sql.query<{ id: string }>('SELECT id FROM sessions');
    expect(rows).toEqual([{ id: hashToken(token) }]);
    expect(rows[0].id).not.toBe(token);
  });

  it('replaces an unknown or malformed token with a fresh session', async () => {
    for (const bogus of ['x'.repeat(43), 'short', "'; DROP TABLE sessions; --"]) {
      const reading = await request(t.server)
        .get('/api/user-session')
        .set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent(bogus)}`);
      expect(reading.headers['set-cookie']).toBeUndefined();
      const response = await request(t.server)
        .post('/api/probe-session')
        .set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent(bogus)}`)
        .send({});
      const token = tokenFrom(response.headers['set-cookie']);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(token).not.toBe(bogus);
    }
    expect(await sql.query('SELECT id FROM sessions')).toHaveLength(3);
  });

  it('marks the cookie Secure when served over https behind a proxy', async () => {
    const response = await request(t.server)
      .post('/api/probe-session')
      .set('X-Forwarded-Proto', 'https')
      .send({});
    expect((response.headers['set-cookie'] as unknown as string[])[0]).toContain('Secure');
  });

  describe('session cache', () => {
    const cookie = (token: string) => `${SESSION_COOKIE}=${token}`;

    it('looks up a session it has not seen once, then answers from memory', async () => {
      // Created by another instance: only the database knows it.
      const token = 'a'.repeat(43);
      await sql.transaction(() =>
        exec('INSERT INTO sessions (id, customer_id, created_at) VALUES (?, ?, ?)', [
          hashToken(token),
          null,
          new Date('2026-06-04T09:00:00Z'),
        ]),
      );
      const watch = await countQueries(t.app);
      const first = await request(t.server).get('/api/user-session').set('Cookie', cookie(token));
      expect(first.headers['set-cookie']).toBeUndefined();
      expect(watch.counts().queries).toBe(1);
      watch.reset();
      await request(t.server).get('/api/user-session').set('Cookie', cookie(token)).expect(200);
      expect(watch.counts()).toEqual({ queries: 0, transactions: 0 });
    });

    it('remembers the session it has just created', async () => {
      const watch = await countQueries(t.app);
      const first = await change();
      const token = tokenFrom(first.headers['set-cookie']);
      watch.reset();
      const second = await request(t.server).get('/api/user-session').set('Cookie', cookie(token));
      expect(second.headers['set-cookie']).toBeUndefined();
      expect(watch.counts()).toEqual({ queries: 0, transactions: 0 });
    });

    it('asks the database for an unknown token and mints a new session', async () => {
      const watch = await countQueries(t.app);
      const response = await request(t.server)
        .post('/api/probe-session')
        .set('Cookie', cookie('b'.repeat(43)))
        .send({});
      expect(tokenFrom(response.headers['set-cookie'])).not.toBe('b'.repeat(43));
      expect(watch.counts()).toEqual({ queries: 1, transactions: 1 }); // the miss, the insert
    });

    it('checks the database again once the cached entry is ten minutes old', async () => {
      const token = tokenFrom((await change()).headers['set-cookie']);
      await sql.transaction(() => exec('DELETE FROM sessions'));
      const watch = await countQueries(t.app);
      const soon = await request(t.server).get('/api/user-session').set('Cookie', cookie(token));
      expect(soon.headers['set-cookie']).toBeUndefined();
      expect(watch.counts().queries).toBe(0);
      t.clock.set(new Date(t.clock.now().getTime() + 10 * 60 * 1000));
      const later = await request(t.server)
        .post('/api/probe-session')
        .set('Cookie', cookie(token))
        .send({});
      expect(tokenFrom(later.headers['set-cookie'])).not.toBe(token);
    });
  });

  it('gives two browsers two different sessions', async () => {
    const a = tokenFrom((await change()).headers['set-cookie']);
    const b = tokenFrom((await change()).headers['set-cookie']);
    expect(a).not.toBe(b);
  });

  it('moves last_seen_at forward at most every few hours, from memory otherwise', async () => {
    const token = tokenFrom((await change()).headers['set-cookie']);
    const lastSeen = async () =>
      new Date(
        (await sql.query<{ t: string | Date }>('SELECT last_seen_at AS t FROM sessions'))[0].t,
      ).getTime();
    const created = await lastSeen();
    const watch = await countQueries(t.app);
    t.clock.set(new Date(t.clock.now().getTime() + LAST_SEEN_RESOLUTION_MS - 1000));
    await request(t.server).get('/api/user-session').set('Cookie', `${SESSION_COOKIE}=${token}`);
    // The cache entry has expired (ten minutes): the row is read again, but not written.
    expect(watch.counts()).toEqual({ queries: 1, transactions: 0 });
    expect(await lastSeen()).toBe(created);
    t.clock.set(new Date(t.clock.now().getTime() + 2000));
    watch.reset();
    await request(t.server).get('/api/user-session').set('Cookie', `${SESSION_COOKIE}=${token}`);
    expect(watch.counts().transactions).toBe(1);
    expect(await lastSeen()).toBe(t.clock.now().getTime());
  });

  describe('idle guest sessions', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const insertSession = (id: string, lastSeen: Date, accountId: string | null = null) =>
      sql.transaction(() =>
        exec(
          'INSERT INTO sessions (id, customer_id, account_id, role, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)',
          [id, null, accountId, accountId ? 'support' : null, lastSeen, lastSeen],
        ),
      );
    const basket = (id: string, orders: unknown[]) =>
      sql.transaction(() =>
        exec('INSERT INTO checkout_states (id, data, position) VALUES (?, ?, ?)', [
          `basket-${id}`,
          JSON.stringify({ checkout: { purchase: { orders } } }),
          1,
        ]),
      );

    it('deletes guest sessions idle for SESSION_IDLE_DAYS with an empty basket, and only those', async () => {
      const now = t.clock.now().getTime();
      const old = new Date(now - 31 * DAY);
      await insertSession('idle-empty', old);
      await insertSession('idle-emptied', old);
      await basket('idle-emptied', []);
      await insertSession('idle-with-basket', old);
      await basket('idle-with-basket', [{ id: 'o1' }]);
      await insertSession('idle-staff', old, 'staff-1');
      await insertSession('recent', new Date(now - 29 * DAY));
      await sql.transaction(() =>
        exec(
          'INSERT INTO card_images (id, session_id, content_type, bytes, created_at) VALUES (?, ?, ?, ?, ?)',
          [
            '00000000-0000-4000-8000-000000000001',
            'idle-empty',
            'image/png',
            Buffer.from('x'),
            old,
          ],
        ),
      );
      expect(await t.app.get(SessionSweeper).sweep()).toBe(2);
      const left = await sql.query<{ id: string }>('SELECT id FROM sessions ORDER BY id');
      expect(left.map((r) => r.id)).toEqual(['idle-staff', 'idle-with-basket', 'recent']);
      expect(await sql.query('SELECT id FROM card_images')).toEqual([]);
      expect(await t.app.get(SessionSweeper).sweep()).toBe(0);
    });

    it("deletes customers' sessions unused for 30 days, keeping the rest", async () => {
      const now = t.clock.now().getTime();
      await sql.transaction(() => exec('DELETE FROM sessions'));
      for (const [id, idleDays] of [
        ['customer-old', 31],
        ['customer-recent', 2],
      ] as const) {
        const seen = new Date(now - idleDays * DAY);
        await sql.transaction(() =>
          exec(
            'INSERT INTO sessions (id, customer_id, basket_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
            [id, 'customer-1', 'basket-1', seen, seen],
          ),
        );
      }
      expect(await t.app.get(SessionSweeper).sweep()).toBe(1);
      const left = await sql.query<{ id: string }>('SELECT id FROM sessions ORDER BY id');
      expect(left.map((r) => r.id)).toEqual(['customer-recent']);
    });

    it("sweeps on an unref'd interval that stops on shutdown", async () => {
      const { job } = t.app.get(SessionSweeper);
      // A first sweep a minute after start-up (for instances restarted more often than hourly),
      // then the interval: neither keeps the process alive.
      expect(job.timers).toHaveLength(2);
      for (const timer of job.timers) expect(timer.hasRef()).toBe(false);
      await t.app.get(SessionSweeper).beforeApplicationShutdown();
      expect(job.timers).toEqual([]);
    });
  });
});
