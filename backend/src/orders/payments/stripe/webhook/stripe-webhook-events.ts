import { Injectable } from '@nestjs/common';
import { rows, SqlDatabase, type SqlWork } from '../../../../platform/database/sql-database';

/** How long a claim may stay unsettled before a redelivery takes it over (its holder died). */
export const ABANDONED_CLAIM_MS = 5 * 60_000;

/**
 * - `claimed`: this delivery acts on the event (first arrival, or an abandoned claim taken over);
 * - `settled`: acted on before: nothing to do;
 * - `in-progress`: another delivery is acting on it right now.
 */
export type EventClaim = 'claimed' | 'settled' | 'in-progress';

export interface StripeEventArrival {
  eventId: string;
  type: string;
  paymentId: string;
  now: Date;
}

/**
 * The `stripe_webhook_events` table: each Stripe event id is acted on once. Claiming inserts the
 * row (`ON CONFLICT DO NOTHING`), so of two deliveries racing, one claims and the other sees the
 * claim; a settled row answers every later delivery; a claim whose settle failed is released,
 * so Stripe's next delivery tries again.
 */
@Injectable()
export class StripeWebhookEvents {
  constructor(private readonly sql: SqlDatabase) {}

  claim(arrival: StripeEventArrival): Promise<EventClaim> {
    return this.sql.transaction(() => claimWork(arrival));
  }

  async markSettled(eventId: string, now: Date): Promise<void> {
    await this.sql.query(
      'UPDATE stripe_webhook_events SET settled_at = ? WHERE event_id = ? RETURNING event_id',
      [now, eventId],
    );
  }

  /** Gives a claim back after its settle failed (a settled event is never released). */
  async release(eventId: string): Promise<void> {
    await this.sql.query(
      'DELETE FROM stripe_webhook_events WHERE event_id = ? AND settled_at IS NULL RETURNING event_id',
      [eventId],
    );
  }
}

function* claimWork({ eventId, type, paymentId, now }: StripeEventArrival): SqlWork<EventClaim> {
  const inserted = yield* rows<{ event_id: string }>(
    'INSERT INTO stripe_webhook_events (event_id, type, payment_id, received_at, claimed_at) ' +
      'VALUES (?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING RETURNING event_id',
    [eventId, type, paymentId, now, now],
  );
  if (inserted.length > 0) return 'claimed';
  const taken = yield* rows<{ event_id: string }>(
    'UPDATE stripe_webhook_events SET claimed_at = ? ' +
      'WHERE event_id = ? AND settled_at IS NULL AND claimed_at < ? RETURNING event_id',
    [now, eventId, new Date(now.getTime() - ABANDONED_CLAIM_MS)],
  );
  if (taken.length > 0) return 'claimed';
  const [row] = yield* rows<{ settled_at: unknown }>(
    'SELECT settled_at FROM stripe_webhook_events WHERE event_id = ?',
    [eventId],
  );
  return row?.settled_at ? 'settled' : 'in-progress';
}
