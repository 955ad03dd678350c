import { Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { Clock } from '../../platform/clock/clock';
import { SqlDatabase } from '../../platform/database/sql-database';
import {
  refundRateLimit,
  takeRateLimits,
  type RateLimitHit,
  type RateLimitRule,
} from '../../platform/rate-limit/rate-limit';

const WINDOW_MS = 60 * 60 * 1000;
/** Sign-ups with one email in an hour: each mails that address, so no more than a few. */
export const SIGN_UPS_PER_EMAIL: RateLimitRule = {
  scope: 'sign-up:email',
  max: 5,
  windowMs: WINDOW_MS,
};
/** Sign-ups from one address in an hour, whatever the emails (each mails someone). */
export const SIGN_UPS_PER_ADDRESS: RateLimitRule = {
  scope: 'sign-up:address',
  max: 30,
  windowMs: WINDOW_MS,
};

/**
 * Counts sign-ups in the database (every instance agrees): 429 past the limits. Counted alike
 * whether or not the email has an account, so the limits tell nothing either.
 */
@Injectable()
export class SignUpThrottle {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  async take(email: string, ip: string): Promise<void> {
    const now = this.clock.now();
    await this.sql.transaction(() =>
      takeRateLimits(hitsOf(email, ip), now, CUSTOMER_MESSAGES.tooManyRequests),
    );
  }

  /** A sign-up refused before anything was mailed (the hashing queue was full) does not count. */
  async refund(email: string, ip: string): Promise<void> {
    const [byEmail, byAddress] = hitsOf(email, ip);
    await this.sql.transaction(function* () {
      yield* refundRateLimit(byEmail);
      yield* refundRateLimit(byAddress);
    });
  }
}

/** Always the email first, then the address: transactions lock the counters in one order. */
function hitsOf(email: string, ip: string): [RateLimitHit, RateLimitHit] {
  return [
    { rule: SIGN_UPS_PER_EMAIL, subject: email },
    { rule: SIGN_UPS_PER_ADDRESS, subject: ip },
  ];
}
