import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { parseJson } from '../../../platform/event-store/document-projection';
import {
  OPEN_PAYMENT_ATTEMPTS_TABLE,
  type OpenPaymentAttemptDocument,
} from './open-payment-attempts.projection';

/** Reads the open attempts (async projection: it may lag the log by a moment). */
@Injectable()
export class OpenPaymentAttemptsQueries {
  constructor(private readonly sql: SqlDatabase) {}

  /**
   * Up to `limit` open attempts begun before `cutoff`, oldest first. The table holds only the
   * attempts under way, so it is read whole in log order and the recent ones left out here.
   */
  async startedBefore(cutoff: Date, limit: number): Promise<OpenPaymentAttemptDocument[]> {
    const found = await this.sql.query<{ data: unknown }>(
      `SELECT data FROM ${OPEN_PAYMENT_ATTEMPTS_TABLE} ORDER BY position LIMIT ?`,
      [limit],
    );
    return found
      .map((row) => parseJson(row.data) as OpenPaymentAttemptDocument)
      .filter((attempt) => Date.parse(attempt.startedAt) <= cutoff.getTime());
  }
}
