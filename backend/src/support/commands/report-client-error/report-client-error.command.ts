import { Command } from '@nestjs/cqrs';
import type { ClientErrorReceived, ClientErrorReport } from '@shop/contracts';

/** Who sent a report, as the server knows it: never anything the report itself claims. */
export interface ClientErrorReporter {
  /** The session's signed-in customer; null for a guest (and for support staff). */
  customerId: string | null;
  /** The saved session the report came with; null for a browser without one. */
  sessionId: string | null;
  /** The address Express trusts (`request.ip`). */
  address: string;
  /** The `User-Agent` header as stored (cut to its limit), or null. */
  userAgent: string | null;
}

/** Store an error the storefront caught and log it: 429 over the reports' rate limits. */
export class ReportClientError extends Command<ClientErrorReceived> {
  constructor(
    readonly report: ClientErrorReport,
    readonly reporter: ClientErrorReporter,
  ) {
    super();
  }
}
