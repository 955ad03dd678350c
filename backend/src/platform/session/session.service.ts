import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { exec, SqlDatabase } from '../database/sql-database';
import { SessionCache } from './session-cache';
import type { ShopSession } from './shop-session';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const CACHED_SESSIONS = 20_000;
const CACHE_TTL_MS = 10 * 60 * 1000;

/**
 * Opaque random session tokens; the database keeps only their hash. A session row is written
 * once and never updated, so each instance keeps the sessions it has seen in memory, by token
 * (no hashing on a hit), and most requests need no session query. Anything that would change a session (signing in) must mint a
 * new one instead, as session-fixation advice says anyway.
 */
@Injectable()
export class SessionService {
  private readonly cache = new SessionCache(CACHED_SESSIONS, CACHE_TTL_MS);

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  /** The session for a cookie token, or null when the token is malformed or unknown. */
  async find(token: string | undefined): Promise<ShopSession | null> {
    if (!token || !TOKEN_FORMAT.test(token)) return null;
    const cached = this.cache.get(token, this.clock.now().getTime());
    if (cached) return cached;
    const [row] = await this.sql.query<{ id: string; customer_id: string | null }>(
      'SELECT id, customer_id FROM sessions WHERE id = ?',
      [hashToken(token)],
    );
    if (!row) return null;
    const session = toShopSession(row.id, row.customer_id);
    this.cache.set(token, session, this.clock.now().getTime());
    return session;
  }

  /** A new session; returns the token to put in the cookie. */
  async create(): Promise<{ token: string; session: ShopSession }> {
    const token = randomBytes(32).toString('base64url');
    const session = toShopSession(hashToken(token), null);
    const now = this.clock.now();
    await this.sql.transaction(() =>
      exec('INSERT INTO sessions (id, customer_id, created_at) VALUES (?, ?, ?)', [
        session.id,
        null,
        now,
      ]),
    );
    this.cache.set(token, session, now.getTime());
    return { token, session };
  }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toShopSession(id: string, customerId: string | null): ShopSession {
  // Frozen: a cached session is shared by every request that carries its cookie.
  return Object.freeze({ id, customerId, email: null });
}
