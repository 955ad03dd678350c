import type { ShopSession } from '../http/shop-session';

/** A cached session and when its `last_seen_at` was last written (ms). */
export interface CachedSession {
  session: ShopSession;
  seenAt: number;
}

/**
 * Sessions this instance has seen, by cookie token, least recently used dropped first.
 * A session's identity never changes once written, so a cached one is as good as the row; entries
 * still expire after `ttlMs`, so a row deleted by another instance stops working here soon after.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: CachedSession; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(token: string, now: number): ShopSession | null {
    return this.entry(token, now)?.session ?? null;
  }

  /** The cached entry itself, so its `seenAt` can be moved on. */
  entry(token: string, now: number): CachedSession | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.entries.delete(token);
      return null;
    }
    // Re-inserting moves it to the young end of the Map's insertion order.
    this.entries.delete(token);
    this.entries.set(token, entry);
    return entry.value;
  }

  set(token: string, session: ShopSession, now: number, seenAt = now): void {
    this.entries.delete(token);
    this.entries.set(token, { value: { session, seenAt }, expiresAt: now + this.ttlMs });
    if (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
  }

  /** Forgets a session (signed out here); other instances keep theirs until it expires. */
  delete(token: string): void {
    this.entries.delete(token);
  }

  get size(): number {
    return this.entries.size;
  }
}
