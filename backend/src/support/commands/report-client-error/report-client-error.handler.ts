import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLIENT_ERROR_MESSAGES, type ClientErrorReceived } from '@shop/contracts';
import { Clock } from '../../../platform/clock/clock';
import { exec, SqlDatabase } from '../../../platform/database/sql-database';
import { takeRateLimits, type RateLimitHit } from '../../../platform/rate-limit/rate-limit';
import { CLIENT_ERROR_RATE_LIMITS, logExcerpt } from '../../domain/client-error-rules';
import { ReportClientError } from './report-client-error.command';

/**
 * Stores a report counted against the reports' rate limits in the same transaction (a refused
 * report is neither counted nor stored), then logs it once at warn level, so it shows in the
 * server's logs as well as in the support console.
 */
@CommandHandler(ReportClientError)
export class ReportClientErrorHandler implements ICommandHandler<ReportClientError> {
  private readonly logger = new Logger('ClientError');

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  async execute({ report, reporter }: ReportClientError): Promise<ClientErrorReceived> {
    const now = this.clock.now();
    // Always address first, then session: transactions lock the counters in the same order.
    const hits: RateLimitHit[] = [
      { rule: CLIENT_ERROR_RATE_LIMITS.perAddress, subject: reporter.address },
    ];
    if (reporter.sessionId) {
      hits.push({ rule: CLIENT_ERROR_RATE_LIMITS.perSession, subject: reporter.sessionId });
    }
    await this.sql.transaction(function* () {
      yield* takeRateLimits(hits, now, CLIENT_ERROR_MESSAGES.tooMany);
      yield* exec(
        `INSERT INTO client_error_reports
           (created_at, customer_id, session_id, source, name, message, stack, url, status, user_agent)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          now,
          reporter.customerId,
          reporter.sessionId,
          report.source,
          report.name || null,
          report.message,
          report.stack || null,
          report.url,
          report.status ?? null,
          reporter.userAgent,
        ],
      );
    });
    this.logger.warn(
      {
        customerId: reporter.customerId,
        source: report.source,
        message: logExcerpt(report.message),
        url: logExcerpt(report.url, 500),
      },
      'Storefront error reported',
    );
    return { received: true };
  }
}
