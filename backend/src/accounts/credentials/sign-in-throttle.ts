import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { SqlDatabase } from '../../platform/database/sql-database';
import { DomainError } from '../../platform/domain-error';
import {
  clearRateLimit,
  refundRateLimit,
  takeRateLimits,
  type RateLimitHit,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limit';

const WINDOW_MS = 15 * 60 * 1000;

/** Failures of one email from one address, in 15 minutes, before that pair is refused. */
export const SIGN_IN_PER_ACCOUNT: RateLimitRule = {
  scope: 'sign-in:account',
  max: 5,
  windowMs: WINDOW_MS,
  // Each failure on its own: the refusal lifts when the oldest is 15 minutes old, not later.
  bucketMs: 1,
};

/**
 * Failures from one address, whatever the emails, before the address is refused: password
 * spraying (one guess at many accounts) is throttled too. High enough for an office behind one
 * address where a few people mistype.
 */
export const SIGN_IN_PER_ADDRESS: RateLimitRule = {
  scope: 'sign-in:address',
  max: 20,
  windowMs: WINDOW_MS,
  bucketMs: 1,
};

/** Raised inside the counting transaction; never leaves this file. */
const REFUSED = 'sign-in refused';

/**
 * Failed sign-ins over the last 15 minutes, per email and address and per address alone; at the
 * limit, further attempts are refused until the oldest failure ages out. The address is the one
 * Express derives (`request.ip`, trusting only the configured proxy hops), so a client cannot
 * reset it with its own X-Forwarded-For. The counters are the database's
 * (`platform/rate-limit`), so every instance of the shop counts against the same numbers.
 */
@Injectable()
export class SignInThrottle {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  /**
   * Starts a sign-in attempt: false when this email and address, or this address alone, has
   * failed too often. Otherwise the attempt is counted as a failure **before** the password is
   * checked, so a burst of simultaneous attempts cannot all pass the check while their hashes
   * wait: call `succeeded` or `refund` once the outcome is known.
   */
  async attempt(email: string, ip: string): Promise<boolean> {
    const now = this.clock.now();
    try {
      await this.sql.transaction(() => takeRateLimits(hitsOf(email, ip), now, REFUSED));
      return true;
    } catch (error) {
      if (error instanceof DomainError && error.status === 429) return false;
      throw error;
    }
  }

  /** A successful sign-in forgets that email's failures from the address, and this attempt. */
  async succeeded(email: string, ip: string): Promise<void> {
    const [pair, address] = hitsOf(email, ip);
    await this.sql.transaction(function* () {
      yield* clearRateLimit(pair);
      yield* refundRateLimit(address);
    });
  }

  /** An attempt whose password was never checked (the hashing queue was full) does not count. */
  async refund(email: string, ip: string): Promise<void> {
    const [pair, address] = hitsOf(email, ip);
    await this.sql.transaction(function* () {
      yield* refundRateLimit(pair);
      yield* refundRateLimit(address);
    });
  }
}

/** Always the pair first, then the address: transactions lock the counters in the same order. */
function hitsOf(email: string, ip: string): [RateLimitHit, RateLimitHit] {
  return [
    { rule: SIGN_IN_PER_ACCOUNT, subject: `${email.trim().toLowerCase()}\u0000${ip}` },
    { rule: SIGN_IN_PER_ADDRESS, subject: ip },
  ];
}
