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
import {
  streamOf,
  summariseLinkedEvent,
  type LinkedEvent,
} from '../../domain/linked-event-summaries';
import { londonTime } from '../../domain/london-time';
import { LinkedStreamsQueries } from './linked-streams.queries';

/**
 * A basket's history as the support console reads it: the basket's own stream, each event
 * worded against the checkout state folded (by the live projection's code) just before it,
 * merged with the events its purchases wrote to their orders and gift cards.
 */
@Injectable()
export class BasketHistoryQueries {
  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlDatabase,
    private readonly linked: LinkedStreamsQueries,
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

  /** The basket's history with what its purchases wrote to their orders and gift cards. */
  async describe(basketId: string): Promise<SupportBasketEvent[]> {
    const events = await this.events(basketId);
    return describeHistory(events, await this.linked.eventsOf(events));
  }
}

/**
 * The basket's events and the linked orders' and gift cards' events in log order, each with its
 * summary: a basket event worded against the checkout state just before it, a linked one by
 * its stream. A linked entry carries the basket's version when it was recorded (the replay key)
 * and its own stream and version.
 */
export function describeHistory(
  basket: readonly RecordedEvent<BasketEvent>[],
  linked: readonly RecordedEvent<LinkedEvent>[] = [],
): SupportBasketEvent[] {
  let document: CheckoutDocument | null = null;
  let version = 0;
  const entries = [...basket, ...linked].sort((a, b) => a.position - b.position);
  return entries.map((event) => {
    let summary: string;
    if (event.streamId === basket[0]?.streamId) {
      const basketEvent = event as RecordedEvent<BasketEvent>;
      const before: CheckoutState = document?.checkout ?? emptyCheckoutState();
      const known = checkoutStateProjection.handles.includes(event.type);
      if (known) document = checkoutStateProjection.evolve(document, basketEvent);
      version = event.streamVersion;
      summary = known ? summariseBasketEvent(basketEvent, before) : `Recorded ${event.type}`;
    } else {
      summary = summariseLinkedEvent(event as RecordedEvent<LinkedEvent>, event.streamId);
    }
    const stream = streamOf(event.streamId);
    return {
      position: event.position,
      version,
      streamId: event.streamId,
      streamVersion: event.streamVersion,
      streamKind: stream.kind,
      streamLabel: stream.label,
      occurredAt: event.metadata.occurredAt,
      londonTime: londonTime(event.metadata.occurredAt),
      type: event.type,
      summary,
      actor: supportActorOf(event.metadata.actor),
      correlationId: event.metadata.correlationId,
      data: event.data,
      metadata: event.metadata,
    };
  });
}
