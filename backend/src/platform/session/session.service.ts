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
 * `last_seen_at` moves forward at most this often per session and instance: one UPDATE per
 * session every few hours, plenty for a sweep that counts idleness in days.
 */
export const LAST_SEEN_RESOLUTION_MS = 6 * 60 * 60 * 1000;
/** A signed-in session (support staff) unused this long is over: sign in again. */
export const SIGNED_IN_IDLE_MS = 8 * 60 * 60 * 1000;
/** How often a signed-in session's `last_seen_at` moves: fine enough for an 8-hour idle limit. */
const SIGNED_IN_SEEN_RESOLUTION_MS = 60 * 1000;

/** A session minted in memory; its row exists only once `persist` has run. */
export interface MintedSession {
  token: string;
  session: ShopSession;
}

/**
 * Opaque random session tokens; the database keeps only their hash. A session's identity (id,
 * account) is written once and never updated, so each instance keeps the guest sessions it has
 * seen in memory, by token (no hashing on a hit), and most requests need no session query.
 * Anything that would change a session (signing in) must mint a new one instead, as
 * session-fixation advice says anyway. Only `last_seen_at` moves, now and then.
 *
 * Signed-in sessions are never served from memory: each request reads the row, so signing out
 * on one instance ends the session on every instance at once, and one unused for 8 hours
 * (SIGNED_IN_IDLE_MS) is deleted and answers as no session.
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
    const now = this.clock.now().getTime();
    const cached = this.cache.entry(token, now);
    if (cached) {
      if (now - cached.seenAt >= LAST_SEEN_RESOLUTION_MS) {
        cached.seenAt = now;
        await this.touch(cached.session.id, now);
      }
      return cached.session;
    }
    const [row] = await this.sql.query<SessionRow>(
      'SELECT id, customer_id, account_id, role, previous_basket_id, created_at, last_seen_at FROM sessions WHERE id = ?',
      [hashToken(token)],
    );
    if (!row) return null;
    const account =
      row.account_id && row.role ? { id: row.account_id, role: row.role as AccountRole } : null;
    const session = toShopSession(row.id, row.customer_id, account, row.previous_basket_id);
    const seenAt = new Date(row.last_seen_at ?? row.created_at).getTime();
    if (account) {
      if (now - seenAt > SIGNED_IN_IDLE_MS) {
        await this.sql.transaction(() => exec('DELETE FROM sessions WHERE id = ?', [row.id]));
        return null;
      }
      if (now - seenAt >= SIGNED_IN_SEEN_RESOLUTION_MS) await this.touch(session.id, now);
      return session;
    }
    const stale = !(seenAt > now - LAST_SEEN_RESOLUTION_MS);
    this.cache.set(token, session, now, stale ? now : seenAt);
    if (stale) await this.touch(session.id, now);
    return session;
  }

  /**
   * A new session in memory only: no row, no cookie yet. A request without a session gets one
   * so controllers work as usual; it is saved (`persist`) on the first state change only, so
   * browsing and bots leave no rows behind.
   */
  mint(
    account: SessionAccount | null = null,
    previousBasketId: string | null = null,
  ): MintedSession {
    const token = randomBytes(32).toString('base64url');
    return {
      token,
      session: toShopSession(hashToken(token), null, account, previousBasketId),
    };
  }

  /** Writes a minted session's row and remembers it. */
  async persist({ token, session }: MintedSession): Promise<void> {
    const now = this.clock.now();
    await this.sql.transaction(() =>
      exec(
        'INSERT INTO sessions (id, customer_id, account_id, role, previous_basket_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [
          session.id,
          null,
          session.account?.id ?? null,
          session.account?.role ?? null,
          session.previousBasketId ?? null,
          now,
          now,
        ],
      ),
    );
    if (!session.account) this.cache.set(token, session, now.getTime());
  }

  /**
   * A new saved session, signed in as `account` when given; returns the token for the cookie.
   * Signing in always mints a new session (never updates one): the old token stays a guest.
   */
  async create(
    account: SessionAccount | null = null,
    previousBasketId: string | null = null,
  ): Promise<MintedSession> {
    const minted = this.mint(account, previousBasketId);
    await this.persist(minted);
    return minted;
  }

  /**
   * Signs a session out: deletes its row and forgets it here. A signed-in session is never
   * cached, so every instance refuses it from the next request on.
   */
  async destroy(token: string | undefined): Promise<void> {
    if (!token || !TOKEN_FORMAT.test(token)) return;
    this.cache.delete(token);
    await this.sql.transaction(() => exec('DELETE FROM sessions WHERE id = ?', [hashToken(token)]));
  }

  private async touch(id: string, now: number): Promise<void> {
    await this.sql.transaction(() =>
      exec('UPDATE sessions SET last_seen_at = ? WHERE id = ?', [new Date(now), id]),
    );
  }
}

interface SessionRow {
  id: string;
  customer_id: string | null;
  account_id: string | null;
  role: string | null;
  previous_basket_id: string | null;
  created_at: string | Date;
  last_seen_at: string | Date | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toShopSession(
  id: string,
  customerId: string | null,
  account: SessionAccount | null,
  previousBasketId: string | null = null,
): ShopSession {
  // Frozen: a cached session is shared by every request that carries its cookie.
  return Object.freeze({
    id,
    customerId,
    email: null,
    account: account ? Object.freeze({ ...account }) : null,
    previousBasketId,
  });
}
