import request from 'supertest';
import { exec, SqlDatabase } from '../database/sql-database';
import { countQueries } from '../../testing/query-counter';
import { createTestApp } from '../../testing/test-app';
import { testDialects } from '../database/scratch-database';
import { hashToken } from './session.service';
import { SESSION_COOKIE } from './session.middleware';

const tokenFrom = (setCookie: string[] | string | undefined): string => {
  const cookies = Array.isArray(setCookie) ? setCookie : [setCookie ?? ''];
  const line = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
  return line.split(';')[0].split('=')[1];
};

describe.each(testDialects())('sessions on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let sql: SqlDatabase;

  beforeEach(async () => {
    t = await createTestApp({ dialect, config: { trustProxy: 1 } });
    sql = t.app.get(SqlDatabase);
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers GET /api/user-session for a guest as spec 000 §7', async () => {
    const response = await request(t.server).get('/api/user-session').expect(200);
    expect(response.body).toEqual({ data: { customerId: null, email: null }, isSignedIn: false });
  });

  it('creates a session on the first /api request in an httpOnly, SameSite=Lax cookie', async () => {
    const response = await request(t.server).get('/api/user-session');
    const cookie = (response.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('keeps the same session on later requests and stores only the token hash', async () => {
    const first = await request(t.server).get('/api/user-session');
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
      const response = await request(t.server)
        .get('/api/user-session')
        .set('Cookie', `${SESSION_COOKIE}=${encodeURIComponent(bogus)}`);
      const token = tokenFrom(response.headers['set-cookie']);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(token).not.toBe(bogus);
    }
    expect(await sql.query('SELECT id FROM sessions')).toHaveLength(3);
  });

  it('marks the cookie Secure when served over https behind a proxy', async () => {
    const response = await request(t.server)
      .get('/api/user-session')
      .set('X-Forwarded-Proto', 'https');
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
      const first = await request(t.server).get('/api/user-session');
      const token = tokenFrom(first.headers['set-cookie']);
      watch.reset();
      const second = await request(t.server).get('/api/user-session').set('Cookie', cookie(token));
      expect(second.headers['set-cookie']).toBeUndefined();
      expect(watch.counts()).toEqual({ queries: 0, transactions: 0 });
    });

    it('asks the database for an unknown token and mints a new session', async () => {
      const watch = await countQueries(t.app);
      const response = await request(t.server)
        .get('/api/user-session')
        .set('Cookie', cookie('b'.repeat(43)));
      expect(tokenFrom(response.headers['set-cookie'])).not.toBe('b'.repeat(43));
      expect(watch.counts()).toEqual({ queries: 1, transactions: 1 }); // the miss, the insert
    });

    it('checks the database again once the cached entry is ten minutes old', async () => {
      const token = tokenFrom(
        (await request(t.server).get('/api/user-session')).headers['set-cookie'],
      );
      await sql.transaction(() => exec('DELETE FROM sessions'));
      const watch = await countQueries(t.app);
      const soon = await request(t.server).get('/api/user-session').set('Cookie', cookie(token));
      expect(soon.headers['set-cookie']).toBeUndefined();
      expect(watch.counts().queries).toBe(0);
      t.clock.set(new Date(t.clock.now().getTime() + 10 * 60 * 1000));
      const later = await request(t.server).get('/api/user-session').set('Cookie', cookie(token));
      expect(tokenFrom(later.headers['set-cookie'])).not.toBe(token);
    });
  });

  it('gives two browsers two different sessions', async () => {
    const a = tokenFrom((await request(t.server).get('/api/user-session')).headers['set-cookie']);
    const b = tokenFrom((await request(t.server).get('/api/user-session')).headers['set-cookie']);
    expect(a).not.toBe(b);
  });
});
