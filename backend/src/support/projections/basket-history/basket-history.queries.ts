import { Injectable } from '@nestjs/common';
import {
  emptyCheckoutState,
  SUPPORT_MESSAGES,
  type BasketEvent,
  type CheckoutState,
  type RecordedEvent,
  type SupportBasketEvent,
} from '@shop/contracts';
import { checkoutStateProjection, type CheckoutDocument } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
} from '../../../platform/event-store/event-rows';
import { supportActorOf } from '../../domain/actor-label';
import { summariseBasketEvent } from '../../domain/event-summaries';
import { londonTime } from '../../domain/london-time';

/**
 * A basket's history as the support console reads it: the basket's own stream, each event
 * worded against the checkout state folded (by the live projection's code) just before it.
 */
@Injectable()
export class BasketHistoryQueries {
  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlDatabase,
  ) {}

  /** The basket's recorded events in order; 404 when the basket has none. */
  async events(basketId: string): Promise<RecordedEvent<BasketEvent>[]> {
    const events = await this.store.readStream<BasketEvent>(basketId);
    if (events.length === 0) throw new DomainError(SUPPORT_MESSAGES.basketNotFound, 404);
    return events;
  }

  /** The basket's current version (its number of events); 404 when the basket has none. */
  async currentVersion(basketId: string): Promise<number> {
    const version = await this.store.streamVersion(basketId);
    if (version === 0) throw new DomainError(SUPPORT_MESSAGES.basketNotFound, 404);
    return version;
  }

  /**
   * The basket's events after version `after` up to and including `upTo`, in order: a replay
   * step reads only the events it folds, not the whole history.
   */
  async eventsBetween(
    basketId: string,
    after: number,
    upTo: number,
  ): Promise<RecordedEvent<BasketEvent>[]> {
    if (upTo <= after) return [];
    const found = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id = ? AND stream_version > ? AND stream_version <= ?
        ORDER BY stream_version`,
      [basketId, after, upTo],
    );
    return found.map(toRecordedEvent) as RecordedEvent<BasketEvent>[];
  }

  async describe(basketId: string): Promise<SupportBasketEvent[]> {
    return describeEvents(await this.events(basketId));
  }
}

/** Each event with its summary, worded against the checkout state just before it. */
export function describeEvents(
  events: readonly RecordedEvent<BasketEvent>[],
): SupportBasketEvent[] {
  let document: CheckoutDocument | null = null;
  return events.map((event) => {
    const before: CheckoutState = document?.checkout ?? emptyCheckoutState();
    const known = checkoutStateProjection.handles.includes(event.type);
    if (known) document = checkoutStateProjection.evolve(document, event);
    return {
      position: event.position,
      version: event.streamVersion,
      occurredAt: event.metadata.occurredAt,
      londonTime: londonTime(event.metadata.occurredAt),
      type: event.type,
      summary: known ? summariseBasketEvent(event, before) : `Recorded ${event.type}`,
      actor: supportActorOf(event.metadata.actor),
      correlationId: event.metadata.correlationId,
      data: event.data,
      metadata: event.metadata,
    };
  });
}
