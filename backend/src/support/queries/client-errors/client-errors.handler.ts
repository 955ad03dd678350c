import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ClientErrorList, ClientErrorSource } from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { ClientErrors } from './client-errors.query';

interface ReportRow {
  id: number | string;
  created_at: string | Date;
  customer_id: string | null;
  session_id: string | null;
  source: ClientErrorSource;
  name: string | null;
  message: string;
  stack: string | null;
  url: string;
  status: number | null;
  user_agent: string | null;
}

/** Reads `client_error_reports` newest first (by the `created_at` index). */
@QueryHandler(ClientErrors)
export class ClientErrorsHandler implements IQueryHandler<ClientErrors> {
  constructor(private readonly sql: SqlDatabase) {}

  async execute({ limit }: ClientErrors): Promise<ClientErrorList> {
    const rows = await this.sql.query<ReportRow>(
      `SELECT id, created_at, customer_id, session_id, source, name, message, stack, url, status,
              user_agent
       FROM client_error_reports ORDER BY created_at DESC, id DESC LIMIT ?`,
      [limit],
    );
    return {
      reports: rows.map((row) => ({
        id: Number(row.id),
        createdAt: new Date(row.created_at).toISOString(),
        customerId: row.customer_id,
        sessionId: row.session_id,
        source: row.source,
        name: row.name,
        message: row.message,
        stack: row.stack,
        url: row.url,
        status: row.status,
        userAgent: row.user_agent,
      })),
    };
  }
}
