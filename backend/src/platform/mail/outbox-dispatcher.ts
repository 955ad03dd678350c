import { Logger } from '@nestjs/common';
import type { Clock } from '../clock/clock';
import { exec, rows, type SqlDatabase } from '../database/sql-database';
import type { MailTransport } from './mail-transport';
import { Claim, refusedByServer } from './outbox-claim';

export interface OutboxDispatchOptions {
  /** Rows looked at per query. */
  batchSize: number;
  /**
   * A claim not renewed for this long is taken to be from an instance that stopped mid-send
   * (`MAIL_CLAIM_TIMEOUT_SECONDS`); a live attempt renews its claim every third of it.
   */
  claimTimeoutMs: number;
  /** Wait after the first failed attempt; doubled after each further one, up to `maxBackoffMs`. */
  firstBackoffMs: number;
  maxBackoffMs: number;
  /** After this many attempts a row is left alone (its `last_error` says why). */
  maxAttempts: number;
}

export const DEFAULT_DISPATCH_OPTIONS: OutboxDispatchOptions = {
  batchSize: 20,
  claimTimeoutMs: 90_000,
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
 * a row is claimed with a conditional UPDATE (only one claimer's UPDATE matches), and the claim
 * is renewed while the attempt runs. Just before the message's end goes to the server, `sent_at`
 * is written (the hand-over), on condition that the claim is still this attempt's; the server's
 * answer then clears the claim, or, when the server refused it, clears `sent_at` again and moves
 * `send_after` on (the backoff).
 *
 * So after an instance stops (kill -9), once its claim lapses (`claimTimeoutMs`): an email it had
 * not handed over is sent by another (the server delivered nothing: it never had the message's
 * end); one it had handed over is not sent again (taken as sent). What remains: an instance that
 * stops, or loses its connection, after the hand-over but before the server took the message
 * (the envelope's replies and the message itself) loses that email, and a server that refuses
 * the message then is not asked again; both leave the row with `sent_at` and a stale claim (or
 * `last_error`) to find.
 */
export class OutboxDispatcher {
  private readonly logger = new Logger(OutboxDispatcher.name);
  private running: Promise<number> | null = null;
  private again = false;
  /** This instance's claims under way, by row id. */
  private readonly underWay = new Map<number | string, Claim>();

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

  /**
   * Renews the claims of the attempts under way, so a slow server never lets another instance
   * send the same email. Called every third of `claimTimeoutMs` while an attempt runs.
   */
  renewClaims(): Promise<void> {
    return Promise.all(
      [...this.underWay.values()].map((claim) =>
        claim.serially(async () => {
          const now = this.clock.now();
          const renewed = await this.sql.transaction(() =>
            rows<{ id: unknown }>(
              'UPDATE outbox SET claimed_at = ? WHERE id = ? AND claimed_at = ? AND sent_at IS NULL RETURNING id',
              [now, claim.id, claim.at],
            ),
          );
          if (renewed.length > 0) claim.at = now;
        }),
      ),
    ).then(() => undefined);
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
        if (row && (await this.attempt(row, now))) sent += 1;
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

  /** One attempt at a claimed row, its claim renewed meanwhile; true when it counts as sent. */
  private async attempt(row: ClaimedRow, claimedAt: Date): Promise<boolean> {
    const claim = new Claim(row.id, claimedAt);
    this.underWay.set(row.id, claim);
    const renewal = setInterval(() => {
      this.renewClaims().catch((error: unknown) =>
        this.logger.warn(`Outbox claims not renewed: ${String(error)}`),
      );
    }, this.options.claimTimeoutMs / 3);
    renewal.unref();
    try {
      return await this.send(row, claim);
    } finally {
      clearInterval(renewal);
      this.underWay.delete(row.id);
    }
  }

  private async send(row: ClaimedRow, claim: Claim): Promise<boolean> {
    let handedOver = false;
    // Recorded before the server can have the message: a takeover then never sends it again.
    const handOver = () =>
      claim.serially(async () => {
        const marked = await this.sql.transaction(() =>
          rows<{ id: unknown }>(
            'UPDATE outbox SET sent_at = ? WHERE id = ? AND claimed_at = ? AND sent_at IS NULL RETURNING id',
            [this.clock.now(), row.id, claim.at],
          ),
        );
        if (marked.length === 0) throw new Error('The claim on this email was taken over');
        handedOver = true;
      });
    try {
      await this.transport.send(
        {
          from: this.from,
          to: row.to_address,
          cc: row.cc_address,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          messageId: row.message_id,
        },
        handOver,
      );
    } catch (error) {
      return this.failed(row, claim, error, handedOver);
    }
    await this.sql.transaction(() =>
      exec('UPDATE outbox SET claimed_at = NULL, last_error = NULL WHERE id = ?', [row.id]),
    );
    return true;
  }

  /**
   * A failed attempt. Refused by the server, or failed before the hand-over: nothing was
   * delivered, so it is tried again after the backoff. Failed with no answer after the
   * hand-over: the server most likely has it, so it is taken as sent rather than doubled.
   */
  private async failed(
    row: ClaimedRow,
    claim: Claim,
    error: unknown,
    handedOver: boolean,
  ): Promise<boolean> {
    const attempts = Number(row.attempts);
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (handedOver && !refusedByServer(error)) {
      this.logger.warn(
        `Email ${row.message_id}: no answer once handed over, taken as sent: ${message}`,
      );
      await this.sql.transaction(() =>
        exec('UPDATE outbox SET claimed_at = NULL, last_error = ? WHERE id = ?', [message, row.id]),
      );
      return true;
    }
    const retryAt = new Date(this.clock.now().getTime() + backoffMs(attempts, this.options));
    this.logger.warn(`Email ${row.message_id} not sent (attempt ${attempts}): ${message}`);
    await this.sql.transaction(() =>
      exec(
        `UPDATE outbox SET sent_at = NULL, claimed_at = NULL, last_error = ?, send_after = ?
          WHERE id = ? AND claimed_at = ?`,
        [message, retryAt, row.id, claim.at],
      ),
    );
    return false;
  }

  private staleBefore(now: Date): Date {
    return new Date(now.getTime() - this.options.claimTimeoutMs);
  }
}

/** Unsent, due, not claimed by a live attempt, attempts left (parameters: now, staleBefore, max). */
const DUE =
  'sent_at IS NULL AND send_after <= ? AND (claimed_at IS NULL OR claimed_at < ?) AND attempts < ?';
