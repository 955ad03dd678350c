import { Injectable } from '@nestjs/common';
import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { Clock } from '../../../platform/clock/clock';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { takeRateLimits, type RateLimitRule } from '../../../platform/rate-limit/rate-limit';

const WINDOW_MS = 60 * 60 * 1000;
/** Links mailed to one email in an hour: enough for a lost email or two, not a mail bomb. */
export const LINKS_PER_EMAIL: RateLimitRule = {
  scope: 'mail-link:email',
  max: 5,
  windowMs: WINDOW_MS,
};
/** Link requests from one address in an hour, whatever the emails. */
export const LINKS_PER_ADDRESS: RateLimitRule = {
  scope: 'mail-link:address',
  max: 20,
  windowMs: WINDOW_MS,
};

/** Counts a request for a mailed link (sign-in, reset) in the database: 429 past the limits. */
@Injectable()
export class LinkRequestThrottle {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  async take(email: string, ip: string): Promise<void> {
    const now = this.clock.now();
    await this.sql.transaction(() =>
      takeRateLimits(
        [
          { rule: LINKS_PER_EMAIL, subject: email.trim().toLowerCase() },
          { rule: LINKS_PER_ADDRESS, subject: ip },
        ],
        now,
        CUSTOMER_MESSAGES.tooManyRequests,
      ),
    );
  }
}
