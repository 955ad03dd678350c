import type { DevOutboxEmail } from '@shop/contracts';
import type { SqlDatabase } from '../database/sql-database';
import { instantOf } from './outbox';

/** Rows the dev outbox lists at most. */
export const DEV_OUTBOX_LIMIT = 200;

interface OutboxRow {
  id: number | string;
  kind: string;
  to_address: string;
  cc_address: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  send_after: unknown;
  created_at: unknown;
  sent_at: unknown;
}

/** The outbox newest first, optionally only the emails to one address. */
export async function listOutbox(sql: SqlDatabase, to?: string): Promise<DevOutboxEmail[]> {
  const columns =
    'id, kind, to_address, cc_address, subject, text_body, html_body, send_after, created_at, sent_at';
  const found = await sql.query<OutboxRow>(
    to === undefined
      ? `SELECT ${columns} FROM outbox ORDER BY id DESC LIMIT ?`
      : `SELECT ${columns} FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT ?`,
    to === undefined ? [DEV_OUTBOX_LIMIT] : [to, DEV_OUTBOX_LIMIT],
  );
  return found.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    cc: row.cc_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    sendAfter: instantOf(row.send_after) as string,
    createdAt: instantOf(row.created_at) as string,
    sentAt: instantOf(row.sent_at),
  }));
}
