import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { ConcurrencyGate } from '../../platform/concurrency/concurrency-gate';
import { DomainError } from '../../platform/domain-error';
import { PASSWORD_HASH_COST } from '../../platform/config/password-hash-cost';
import { decoyHash, hashPassword, verifyPassword } from './password-hash';

/**
 * Thrown when so many password checks are waiting that one more would only queue up. A 429
 * DomainError, so every path that hashes (sign-up, sign-in, a password change or reset) answers
 * 429 in the envelope, never 500, whether or not its caller catches it; callers that pass a
 * captcha give it back (`Captcha.giveBack`), as nothing was checked.
 */
export class HashingBusy extends DomainError {
  constructor() {
    super(CUSTOMER_MESSAGES.tooManyRequests, 429);
    this.name = 'HashingBusy';
  }
}

/** libuv's pool (UV_THREADPOOL_SIZE, 4 unless set before the first use, as main.ts does). */
const poolSize = () => Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * The bounded gate in front of scrypt. scrypt runs on libuv's small thread pool, which also does
 * the server's file reads, DNS lookups and zlib: a flood of sign-ins would otherwise take every
 * thread and stall all other requests behind it. At most `pool − 2` hashes run at once (at least
 * one), at most `maxWaiting` wait; beyond that a sign-in is refused at once (429) rather than
 * queued, so a flood costs the attacker refusals, not the shop its availability.
 */
export class HashingQueue extends ConcurrencyGate {
  /** scrypt's N for new hashes (the config's `passwordHashCost`, PASSWORD_HASH_COST unless a test lowers it). */
  readonly cost: number;

  constructor(limits: { maxRunning?: number; maxWaiting?: number; cost?: number } = {}) {
    super(limits.maxRunning ?? Math.max(1, poolSize() - 2), {
      maxWaiting: limits.maxWaiting ?? 32,
      whenFull: () => new HashingBusy(),
    });
    this.cost = limits.cost ?? PASSWORD_HASH_COST;
  }

  /** A new hash of `password`, through the gate. */
  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password, this.cost));
  }

  /**
   * Whether `password` matches `stored`, through the gate; with no stored hash (no such account)
   * it checks against a decoy, so the answer takes as long either way.
   */
  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const hash = stored ?? (await decoyHash(this.cost));
    const matches = await this.run(() => verifyPassword(password, hash));
    return matches && Boolean(stored);
  }

  /** How many checks may run at once. */
  get maxRunning(): number {
    return this.limit;
  }
}
