import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { exec, rows, SqlDatabase } from '../database/sql-database';
import { SessionCache } from './session-cache';
import {
  basketIdOf,
  type AccountRole,
  type CustomerProfile,
  type SessionAccount,
  type ShopSession,
} from '../http/shop-session';

const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
const CACHED_SESSIONS = 20_000;
/** How long an instance answers a guest session from memory before reading its row again. */
export const CACHE_TTL_MS = 10 * 60 * 1000;
/**
 * `last_seen_at` moves forward at most this often per session and instance: one UPDATE per
 * session every 45 minutes of use. Fine enough that a session whose `last_seen_at` is an hour
 * old has not been used for over a quarter of an hour, so no instance still holds it in memory
 * (the sweep of sessions that hold nothing relies on it: EMPTY_SESSION_IDLE_MS).
 */
export const LAST_SEEN_RESOLUTION_MS = 45 * 60 * 1000;
/** A signed-in session (support staff) unused this long is over: sign in again. */
export const SIGNED_IN_IDLE_MS = 8 * 60 * 60 * 1000;
/** How often a signed-in session's `last_seen_at` moves: fine enough for an 8-hour idle limit. */
const SIGNED_IN_SEEN_RESOLUTION_MS = 60 * 1000;

/** A customer's session is over after this long unused (the cookie lasts as long). */
export const CUSTOMER_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

/** What a new session is: a guest's (nothing), staff's (`account`) or a customer's. */
export interface NewSession {
  account?: SessionAccount | null;
  customerId?: string | null;
  /** The basket the session works on, when not its own (carried over on sign-in). */
  basketId?: string | null;
  previousBasketId?: string | null;
}

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
        if (!(await this.touch(cached.session.id, now))) {
          this.cache.delete(token);
          return null;
        }
      }
      return cached.session;
    }
    // A customer's email and business flag are read with the session, so a change shows at once.
    const [row] = await this.sql.query<SessionRow>(
      `SELECT s.id, s.customer_id, s.account_id, s.role, s.basket_id, s.previous_basket_id,
              s.created_at, s.last_seen_at, c.email, c.business_customer,
              c.name AS customer_name, c.phone AS customer_phone, c.mail_shot
         FROM sessions s LEFT JOIN customers c ON c.id = s.customer_id
        WHERE s.id = ?`,
      [hashToken(token)],
    );
    if (!row) return null;
    const account =
      row.account_id && row.role ? { id: row.account_id, role: row.role as AccountRole } : null;
    const session = toShopSession(row.id, {
      account,
      customerId: row.customer_id,
      basketId: row.basket_id,
      previousBasketId: row.previous_basket_id,
      email: row.email,
      businessCustomer: Boolean(row.business_customer),
      customerProfile:
        row.customer_name !== null
          ? {
              name: row.customer_name,
              phone: row.customer_phone,
              mailShot: Boolean(row.mail_shot),
            }
          : null,
    });
    const seenAt = new Date(row.last_seen_at ?? row.created_at).getTime();
    if (row.customer_id && !row.email) {
      // The customer is gone (deleted by staff): the session with them.
      await this.sql.transaction(() => exec('DELETE FROM sessions WHERE id = ?', [row.id]));
      return null;
    }
    if (account || row.customer_id) {
      const idleLimit = account ? SIGNED_IN_IDLE_MS : CUSTOMER_IDLE_MS;
      if (now - seenAt > idleLimit) {
        await this.sql.transaction(() => exec('DELETE FROM sessions WHERE id = ?', [row.id]));
        return null;
      }
      if (now - seenAt >= SIGNED_IN_SEEN_RESOLUTION_MS) await this.touch(session.id, now);
      return session;
    }
    const stale = !(seenAt > now - LAST_SEEN_RESOLUTION_MS);
    // Swept between the read and the touch: the session is over (it held nothing).
    if (stale && !(await this.touch(session.id, now))) return null;
    this.cache.set(token, session, now, stale ? now : seenAt);
    return session;
  }

  /**
   * A new session in memory only: no row, no cookie yet. A request without a session gets one
   * so controllers work as usual; it is saved (`persist`) on the first state change only, so
   * browsing and bots leave no rows behind.
   */
  mint(next: NewSession = {}): MintedSession {
    const token = randomBytes(32).toString('base64url');
    return { token, session: toShopSession(hashToken(token), next) };
  }

  /** Writes a minted session's row and remembers it. */
  async persist({ token, session }: MintedSession): Promise<void> {
    const now = this.clock.now();
    await this.sql.transaction(function* () {
      yield* exec(
        'INSERT INTO sessions (id, customer_id, account_id, role, basket_id, previous_basket_id, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        [
          session.id,
          session.customerId ?? null,
          session.account?.id ?? null,
          session.account?.role ?? null,
          session.basketId ?? null,
          session.previousBasketId ?? null,
          now,
          now,
        ],
      );
      // The customer's latest basket: the next sign-in, from any browser, finds it again.
      if (session.customerId) {
        yield* exec('UPDATE customers SET basket_id = ? WHERE id = ?', [
          basketIdOf(session),
          session.customerId,
        ]);
      }
    });
    if (!session.account && !session.customerId) this.cache.set(token, session, now.getTime());
  }

  /**
   * A new saved session, signed in as `account` when given; returns the token for the cookie.
   * Signing in always mints a new session (never updates one): the old token stays a guest.
   */
  async create(next: NewSession = {}): Promise<MintedSession> {
    const minted = this.mint(next);
    await this.persist(minted);
    return minted;
  }

  /** Ends every session of a customer but `keepId` (a password change signs the others out). */
  async endCustomerSessions(customerId: string, keepId: string | null = null): Promise<void> {
    await this.sql.transaction(() =>
      exec('DELETE FROM sessions WHERE customer_id = ? AND id <> ?', [customerId, keepId ?? '']),
    );
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

  /** Moves `last_seen_at` on; false when the row is gone (swept meanwhile). */
  private async touch(id: string, now: number): Promise<boolean> {
    const touched = await this.sql.transaction(() =>
      rows<{ id: string }>('UPDATE sessions SET last_seen_at = ? WHERE id = ? RETURNING id', [
        new Date(now),
        id,
      ]),
    );
    return touched.length > 0;
  }
}

interface SessionRow {
  id: string;
  customer_id: string | null;
  account_id: string | null;
  role: string | null;
  basket_id: string | null;
  previous_basket_id: string | null;
  created_at: string | Date;
  last_seen_at: string | Date | null;
  email: string | null;
  business_customer: boolean | number | null;
  customer_name: string | null;
  customer_phone: string | null;
  mail_shot: boolean | number | null;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toShopSession(
  id: string,
  next: NewSession & {
    email?: string | null;
    businessCustomer?: boolean;
    customerProfile?: CustomerProfile | null;
  },
): ShopSession {
  const account = next.account ?? null;
  // Frozen: a cached session is shared by every request that carries its cookie.
  return Object.freeze({
    id,
    customerId: next.customerId ?? null,
    email: next.email ?? null,
    businessCustomer: next.businessCustomer ?? false,
    customerProfile: next.customerProfile ? Object.freeze({ ...next.customerProfile }) : null,
    account: account ? Object.freeze({ ...account }) : null,
    basketId: next.basketId ?? null,
    previousBasketId: next.previousBasketId ?? null,
  });
}
