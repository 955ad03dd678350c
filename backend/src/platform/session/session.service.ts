import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { exec, SqlDatabase } from '../database/sql-database';
import { SessionCache } from './session-cache';
import type { AccountRole, SessionAccount, ShopSession } from './shop-session';

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
    const [row] = await this.sql.query<SessionRow>(
      'SELECT id, customer_id, account_id, role FROM sessions WHERE id = ?',
      [hashToken(token)],
    );
    if (!row) return null;
    const account =
      row.account_id && row.role ? { id: row.account_id, role: row.role as AccountRole } : null;
    const session = toShopSession(row.id, row.customer_id, account);
    this.cache.set(token, session, this.clock.now().getTime());
    return session;
  }

  /**
   * A new session, signed in as `account` when given; returns the token to put in the cookie.
   * Signing in always mints a new session (never updates one): the old token stays a guest.
   */
  async create(
    account: SessionAccount | null = null,
  ): Promise<{ token: string; session: ShopSession }> {
    const token = randomBytes(32).toString('base64url');
    const session = toShopSession(hashToken(token), null, account);
    const now = this.clock.now();
    await this.sql.transaction(() =>
      exec(
        'INSERT INTO sessions (id, customer_id, account_id, role, created_at) VALUES (?, ?, ?, ?, ?)',
        [session.id, null, account?.id ?? null, account?.role ?? null, now],
      ),
    );
    this.cache.set(token, session, now.getTime());
    return { token, session };
  }

  /**
   * Signs a session out: deletes its row and forgets it here. Other instances that cached it
   * keep answering it until their cache entry expires (CACHE_TTL_MS, ten minutes).
   */
  async destroy(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_FORMAT.test(token)) return;
    this.cache.delete(token);
    await this.sql.transaction(() => exec('DELETE FROM sessions WHERE id = ?', [hashToken(token)]));
  }
}

interface SessionRow {
  id: string;
  customer_id: string | null;
  account_id: string | null;
  role: string | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toShopSession(
  id: string,
  customerId: string | null,
  account: SessionAccount | null,
): ShopSession {
  // Frozen: a cached session is shared by every request that carries its cookie.
  return Object.freeze({
    id,
    customerId,
    email: null,
    account: account ? Object.freeze({ ...account }) : null,
  });
}
