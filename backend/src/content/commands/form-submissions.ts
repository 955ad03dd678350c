import { Injectable } from '@nestjs/common';
import { FORM_MESSAGES } from '@shop/contracts';
import type { Request } from 'express';
import { Clock } from '../../platform/clock/clock';
import { SqlDatabase, type SqlWork } from '../../platform/database/sql-database';
import { takeRateLimits } from '../../platform/rate-limit/rate-limit';
import { FORM_RATE_LIMITS } from '../domain/form-rules';

/** Who sent a form: their session and the address Express trusts (`request.ip`). */
export interface FormSender {
  sessionId: string;
  address: string;
}

export const formSenderOf = (request: Request): FormSender => ({
  sessionId: request.shopSession?.id ?? '',
  address: request.ip ?? '',
});

/**
 * Stores what a form sent, counted against the forms' rate limits in the same transaction: a
 * refused message (429) is neither counted nor stored, and every instance counts against the
 * same database rows. There is no way to read a message back through the API.
 */
@Injectable()
export class FormSubmissions {
  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  async submit(sender: FormSender, store: (now: Date) => SqlWork<void>): Promise<void> {
    const now = this.clock.now();
    await this.sql.transaction(function* () {
      // Always address first, then session: transactions lock the rows in the same order.
      yield* takeRateLimits(
        [
          { rule: FORM_RATE_LIMITS.perAddress, subject: sender.address },
          { rule: FORM_RATE_LIMITS.perSession, subject: sender.sessionId },
        ],
        now,
        FORM_MESSAGES.tooMany,
      );
      yield* store(now);
    });
  }
}
