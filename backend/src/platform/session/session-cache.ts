import type { ShopSession } from './shop-session';

/**
 * Sessions this instance has seen, by cookie token, least recently used dropped first.
 * A session row never changes once written, so a cached one is as good as the row; entries
 * still expire after `ttlMs`, so a row deleted by another instance stops working here soon after.
 */
export class SessionCache {
  private readonly entries = new Map<string, { session: ShopSession; expiresAt: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
  ) {}

  get(token: string, now: number): ShopSession | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      this.entries.delete(token);
      return null;
    }
    // Re-inserting moves it to the young end of the Map's insertion order.
    this.entries.delete(token);
    this.entries.set(token, entry);
    return entry.session;
  }

  set(token: string, session: ShopSession, now: number): void {
    this.entries.delete(token);
    this.entries.set(token, { session, expiresAt: now + this.ttlMs });
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
