import { rows, type SqlWork } from '../database/sql-database';
import { asOneLine } from '../http/plain-text';

/** One email to queue: what it says, to whom, and from when it may go. */
export interface OutboxEmail {
  /** Deterministic (`outboxMessageId`): queuing the same email twice keeps one row. */
  messageId: string;
  /** What the email is (`order-confirmation`, `gift-card`, …), for the dev outbox and logs. */
  kind: string;
  to: string;
  cc: string | null;
  subject: string;
  text: string;
  html: string;
  /** Not sent before this instant. */
  sendAfter: Date;
}

/** The domain part of the sender's address (`Posy Flowers <hello@posy.example>` → `posy.example`). */
export function mailDomainOf(mailFrom: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(mailFrom.trim());
  return match ? match[1].toLowerCase() : 'localhost';
}

/**
 * The email's Message-ID, made from what caused it (`kind` + the source event's id) and the
 * sender's domain, so queuing it again, or sending it again after a crash mid-send, gives the
 * same id (and the receiving side can recognise the resend).
 */
export function outboxMessageId(kind: string, sourceId: string, mailFrom: string): string {
  return `<${kind}.${sourceId}@${mailDomainOf(mailFrom)}>`;
}

/**
 * Queues `email` inside the caller's transaction (a checkpointed subscriber's, a command's), so
 * the email exists exactly when what caused it was committed. Answers false when an email with
 * this Message-ID was already queued (nothing changes). Its subject and addresses are kept on
 * one line: they become headers.
 */
export function* queueEmail(email: OutboxEmail, queuedAt: Date): SqlWork<boolean> {
  const inserted = yield* rows<{ id: unknown }>(
    `INSERT INTO outbox
       (message_id, kind, to_address, cc_address, subject, text_body, html_body, send_after,
        created_at, attempts)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (message_id) DO NOTHING
     RETURNING id`,
    [
      email.messageId,
      email.kind,
      asOneLine(email.to),
      email.cc === null ? null : asOneLine(email.cc),
      asOneLine(email.subject),
      email.text,
      email.html,
      email.sendAfter,
      queuedAt,
    ],
  );
  return inserted.length > 0;
}

/** A timestamp column as either driver answers it (PostgreSQL: Date; SQLite: ISO text). */
export function instantOf(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value as string | Date).toISOString();
}
