import { Controller, Get, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import request from 'supertest';
import { exec, SqlDatabase } from '../database/sql-database';
import { BOUQUET, FRIDAY } from '../../orders/orders.test-kit';
import { countQueries } from '../../testing/query-counter';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../database/scratch-database';
import { StateChanging } from '../http/cross-site';
import { type SessionResident, SessionResidents } from './session-residents';
import { EMPTY_SESSION_IDLE_MS, SessionSweeper } from './session-sweeper';
import { hashToken, LAST_SEEN_RESOLUTION_MS } from './session.service';
import { SESSION_COOKIE } from './session.middleware';

const tokenFrom = (setCookie: string[] | string | undefined): string => {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const line = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return line.split(';')[0].split('=')[1];
};

/** Sessions the probe stored something for, as a module would (SessionResident). */
const probeHeld = new Set<string>();
const probeResident: SessionResident = {
  name: 'probe',
  keeps: async () => new Set(),
  holds: async (ids) => new Set(ids.filter((id) => probeHeld.has(id))),
  *forget() {},
};

/** Stands in for any endpoint that changes state (add to basket, upload, ...). */
@Controller('probe-session')
class SessionProbeController {
  @Post()
  change(@Req() request: Request) {
    probeHeld.add(request.shopSession!.id);
    return { changed: true };
  }

  /** A change that stores nothing for the session: a code that did not apply, say. */
  @Post('nothing')
  nothing() {
    return { changed: false };
  }

  @Get('redeem')
  @StateChanging()
  redeem(@Req() request: Request) {
    probeHeld.add(request.shopSession!.id);
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
    t.app.get(SessionResidents).register(probeResident);
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
    // A bad body (400), an add of a product that does not exist (404), a failed sign-in (400:
    // its captcha is not solved).
    await request(t.server).post('/api/checkout/update').send({ key: 'nope' }).expect(400);
    await request(t.server)
      .post('/api/checkout/remove')
      .send({ orderId: 'no-such-order' })
      .expect((answer) => expect(answer.status).toBeGreaterThanOrEqual(400));
    await request(t.server)
      .post('/api/support/sign-in')
      .send({ email: 'nobody@posy.test', password: 'not-a-password', captcha: 'unsolved' })
      .expect(400);
    expect(await sessionCount()).toBe(0);
  });

  it('saves no session for cookieless changes that store nothing for it, however many', async () => {
    for (let i = 0; i < 40; i++) {
      const response = await request(t.server).post('/api/probe-session/nothing').send({});
      expect(response.status).toBe(201);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // Real ones: a delivery date that is not available, a discount code for an empty basket.
    const late = await request(t.server)
      .post('/api/product/add')
      .send({ id: BOUQUET.id, deliveryId: 'standard', deliveryDate: '2020-01-01' });
    expect({ status: late.status, cookie: late.headers['set-cookie'] }).toEqual({
      status: 200,
      cookie: undefined,
    });
    expect(await sessionCount()).toBe(0);
    // What does store something saves it: a basket, a form; and a client that asks for one.
    const added = await request(t.server)
      .post('/api/product/add')
      .send({ id: BOUQUET.id, ...FRIDAY })
      .expect(200);
    expect(tokenFrom(added.headers['set-cookie'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const feedback = await request(t.server)
      .post('/api/feedback')
      .send({ rating: 5, comments: 'Lovely flowers' })
      .expect(200);
    expect(tokenFrom(feedback.headers['set-cookie'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const asked = await request(t.server).post('/api/user-session').send({}).expect(200);
    expect(tokenFrom(asked.headers['set-cookie'])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sessionCount()).toBe(3);
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
      // The miss, the basket's and the forms' look for what the session holds, the insert.
      expect(watch.counts()).toEqual({ queries: 3, transactions: 1 });
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
      await basket('recent', []);
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

    it('deletes guest sessions nothing was stored for once unused for an hour', async () => {
      await sql.transaction(() => exec('DELETE FROM sessions'));
      const asked = await request(t.server).post('/api/user-session').send({}).expect(200);
      const token = tokenFrom(asked.headers['set-cookie']);
      const now = t.clock.now().getTime();
      const hourAgo = new Date(now - EMPTY_SESSION_IDLE_MS - 1000);
      await insertSession('empty-old', hourAgo);
      await insertSession('empty-staff', hourAgo, 'staff-1');
      await insertSession('emptied-basket', hourAgo);
      await basket('emptied-basket', []);
      await insertSession('sent-feedback', hourAgo);
      await sql.transaction(() =>
        exec(
          'INSERT INTO feedback_messages (session_id, created_at, rating, comments) VALUES (?, ?, ?, ?)',
          ['sent-feedback', hourAgo, 5, 'Lovely'],
        ),
      );
      await sql.transaction(() =>
        exec(
          'INSERT INTO sessions (id, customer_id, previous_basket_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
          ['after-paying', null, 'paid-basket', hourAgo, hourAgo],
        ),
      );
      const ids = async () =>
        (await sql.query<{ id: string }>('SELECT id FROM sessions ORDER BY id')).map((r) => r.id);

      // The asked-for session is young: only the hour-old one that holds nothing goes.
      expect(await t.app.get(SessionSweeper).sweep()).toBe(1);
      expect(await ids()).toEqual(
        ['after-paying', 'emptied-basket', 'empty-staff', hashToken(token), 'sent-feedback'].sort(),
      );

      // Used within the hour (its last_seen_at moves every 45 minutes at most), it stays.
      t.clock.set(new Date(now + LAST_SEEN_RESOLUTION_MS + 1000));
      await request(t.server).get('/api/user-session').set('Cookie', `${SESSION_COOKIE}=${token}`);
      t.clock.set(new Date(now + EMPTY_SESSION_IDLE_MS + 1000));
      expect(await t.app.get(SessionSweeper).sweep()).toBe(0);
      t.clock.set(new Date(now + LAST_SEEN_RESOLUTION_MS + EMPTY_SESSION_IDLE_MS + 2000));
      expect(await t.app.get(SessionSweeper).sweep()).toBe(1);
      expect(await ids()).not.toContain(hashToken(token));
    });

    it('answers a session swept while an instance held it in memory as no session', async () => {
      const asked = await request(t.server).post('/api/user-session').send({}).expect(200);
      const token = tokenFrom(asked.headers['set-cookie']);
      const cookie = `${SESSION_COOKIE}=${token}`;
      const start = t.clock.now().getTime();
      // Read again after its ten minutes in memory, with a last_seen_at recent enough to keep.
      t.clock.set(new Date(start + 40 * 60 * 1000));
      await request(t.server).get('/api/user-session').set('Cookie', cookie).expect(200);
      // Another instance sweeps it; here it is still in memory, due a last_seen_at write.
      await sql.transaction(() => exec('DELETE FROM sessions WHERE id = ?', [hashToken(token)]));
      t.clock.set(new Date(start + 46 * 60 * 1000));
      const change = await request(t.server).post('/api/probe-session').set('Cookie', cookie);
      const replaced = tokenFrom(change.headers['set-cookie']);
      expect(replaced).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(replaced).not.toBe(token);
      expect(await sessionCount()).toBe(1);
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
