import { Logger } from '@nestjs/common';
import type { Clock } from '../clock/clock';
import { exec, rows, type SqlDatabase } from '../database/sql-database';
import type { MailTransport } from './mail-transport';

export interface OutboxDispatchOptions {
  /** Rows looked at per query. */
  batchSize: number;
  /** A claim older than this is taken to be from an instance that died mid-send. */
  claimTimeoutMs: number;
  /** Wait after the first failed attempt; doubled after each further one, up to `maxBackoffMs`. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** After this many attempts a row is left alone (its `last_error` says why). */
  maxAttempts: number;
}

export const DEFAULT_DISPATCH_OPTIONS: OutboxDispatchOptions = {
  batchSize: 20,
  claimTimeoutMs: 10 * 60_000,
  firstBackoffMs: 30_000,
  maxBackoffMs: 60 * 60_000,
  maxAttempts: 12,
};

interface ClaimedRow {
  id: number | string;
  message_id: string;
  to_address: string;
  cc_address: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number | string;
}

/** The wait before attempt `attempts + 1`, after `attempts` failed ones. */
export function backoffMs(attempts: number, options: OutboxDispatchOptions): number {
  return Math.min(options.firstBackoffMs * 2 ** Math.max(0, attempts - 1), options.maxBackoffMs);
}

/**
 * Sends due outbox rows through the transport, each at most once at a time across instances:
 * a row is claimed with a conditional UPDATE (only one claimer's UPDATE matches), sent, then
 * marked `sent_at`. A failure records `attempts`/`last_error` and moves `send_after` on (the
 * backoff). An instance that dies between sending and marking leaves a stale claim, taken over
 * after `claimTimeoutMs`: that resend carries the same Message-ID, so it can be recognised.
 */
export class OutboxDispatcher {
  private readonly logger = new Logger(OutboxDispatcher.name);
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly options: OutboxDispatchOptions = DEFAULT_DISPATCH_OPTIONS,
  ) {}

  /** Runs a dispatch now, or once more after the one under way; resolves to how many were sent. */
  dispatch(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.again = false;
        sent += await this.sendDue();
      } while (this.again);
      return sent;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Waits for a dispatch under way (shutdown). */
  async idle(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  close(): void {
    this.transport.close();
  }

  private async sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.sql.query<{ id: number | string }>(
        `SELECT id FROM outbox WHERE ${DUE} ORDER BY id LIMIT ?`,
        [now, this.staleBefore(now), this.options.maxAttempts, this.options.batchSize],
      );
      for (const { id } of due) {
        const row = await this.claim(id, now);
        if (row && (await this.send(row))) sent += 1;
      }
      // Rows just looked at are now sent, claimed, or due later: the next query moves on.
      if (due.length < this.options.batchSize) return sent;
    }
  }

  /** Claims the row for this instance; null when another claimed or sent it first. */
  private async claim(id: number | string, now: Date): Promise<ClaimedRow | null> {
    const staleBefore = this.staleBefore(now);
    const { maxAttempts } = this.options;
    const [row] = await this.sql.transaction(() =>
      rows<ClaimedRow>(
        `UPDATE outbox SET claimed_at = ?, attempts = attempts + 1 WHERE id = ? AND ${DUE}
         RETURNING id, message_id, to_address, cc_address, subject, text_body, html_body, attempts`,
        [now, id, now, staleBefore, maxAttempts],
      ),
    );
    return row ?? null;
  }

  private async send(row: ClaimedRow): Promise<boolean> {
    try {
      await this.transport.send({
        from: this.from,
        to: row.to_address,
        cc: row.cc_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        messageId: row.message_id,
      });
    } catch (error) {
      const attempts = Number(row.attempts);
      const retryAt = new Date(this.clock.now().getTime() + backoffMs(attempts, this.options));
      const message = error instanceof Error ? error.message : String(error);
      this.logger.warn(`Email ${row.message_id} not sent (attempt ${attempts}): ${message}`);
      await this.sql.transaction(() =>
        exec('UPDATE outbox SET claimed_at = NULL, last_error = ?, send_after = ? WHERE id = ?', [
          message.slice(0, 2000),
          retryAt,
          row.id,
        ]),
      );
      return false;
    }
    const sentAt = this.clock.now();
    await this.sql.transaction(() =>
      exec('UPDATE outbox SET sent_at = ?, last_error = NULL WHERE id = ?', [sentAt, row.id]),
    );
    return true;
  }

  private staleBefore(now: Date): Date {
    return new Date(now.getTime() - this.options.claimTimeoutMs);
  }
}

/** Unsent, due, not claimed by a live attempt, attempts left (parameters: now, staleBefore, max). */
const DUE =
  'sent_at IS NULL AND send_after <= ? AND (claimed_at IS NULL OR claimed_at < ?) AND attempts < ?';
