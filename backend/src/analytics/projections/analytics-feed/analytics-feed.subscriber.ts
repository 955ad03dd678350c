import type { BasketEvent, PointsEvent, RecordedEvent } from '@shop/contracts';
import { rows, type SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
} from '../../../platform/event-store/event-rows';
import { ANALYTICS_SOURCE_TYPES, analyticsMapperOf } from '../../domain/analytics-mappers';
import {
  isPointsSourceType,
  POINTS_ANALYTICS_SOURCE_TYPES,
  pointsAnalyticsRecordsOf,
} from '../../domain/analytics-points-mappers';
import { analyticsRecordsOf, type AnalyticsRecord } from '../../domain/analytics-record';
import {
  emptyBasketContents,
  evolveContents,
  type BasketContents,
} from '../../domain/basket-contents';

export const ANALYTICS_SUBSCRIBER = 'analytics-feed';

/**
 * Mirrors basket events, and the Posy Points ledger's earnings and spendings, into
 * `analytics_events`, run by the SubscriptionRunner: `apply` runs
 * inside the transaction that moves the checkpoint, so a crash anywhere in a batch rolls back
 * its rows with the checkpoint and the batch is read again (nothing lost, nothing doubled).
 * The unique key on (source_event_id, type) makes a replay from an older checkpoint harmless.
 *
 * Why reading the feed by `position` is gap-free: rows are written only here, in a transaction
 * that first claims the checkpoint row. A second writer (another instance) blocks on that row
 * until the first commits, then finds the checkpoint moved and rolls back. So writing
 * transactions run one at a time and number their rows from MAX(position) + 1: commit order is
 * position order, and a reader that sees position N already sees every row below N.
 */
export class AnalyticsFeedSubscriber implements EventSubscriber {
  readonly name = ANALYTICS_SUBSCRIBER;
  readonly handles: readonly string[] = [
    ...ANALYTICS_SOURCE_TYPES,
    ...POINTS_ANALYTICS_SOURCE_TYPES,
  ];

  *apply(events: readonly RecordedEvent[]): SqlWork<number> {
    const [{ last }] = yield* rows<{ last: number | string }>(
      'SELECT COALESCE(MAX(position), 0) AS last FROM analytics_events',
    );
    let position = Number(last);
    for (const event of events) {
      for (const record of yield* recordsOf(event)) {
        if (yield* insert(record, position + 1)) position += 1;
      }
    }
    return position;
  }
}

/** The feed rows of one event: a ledger entry maps on its own, a basket event may need its basket. */
function* recordsOf(event: RecordedEvent): SqlWork<AnalyticsRecord[]> {
  if (isPointsSourceType(event.type)) {
    return pointsAnalyticsRecordsOf(event as RecordedEvent<PointsEvent>);
  }
  const basketEvent = event as RecordedEvent<BasketEvent>;
  const before = analyticsMapperOf(event.type)?.needsBasket
    ? yield* basketBefore(basketEvent)
    : emptyBasketContents;
  return analyticsRecordsOf(basketEvent, before);
}

/** The basket as it was just before `event`: its stream folded up to the previous version. */
function* basketBefore(event: RecordedEvent): SqlWork<BasketContents> {
  const history = yield* rows<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? AND stream_version < ? ORDER BY stream_version`,
    [event.streamId, event.streamVersion],
  );
  return history
    .map((row) => toRecordedEvent(row) as RecordedEvent<BasketEvent>)
    .reduce(evolveContents, emptyBasketContents);
}

/** Inserts the row unless this source event already gave one of this type; true when inserted. */
function* insert(record: AnalyticsRecord, position: number): SqlWork<boolean> {
  const inserted = yield* rows<{ position: unknown }>(
    `INSERT INTO analytics_events
       (position, id, type, source_event_id, source_position, basket_id, occurred_at, data)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (source_event_id, type) DO NOTHING
     RETURNING position`,
    [
      position,
      record.id,
      record.type,
      record.sourceEventId,
      record.sourcePosition,
      record.basketId,
      record.occurredAt,
      JSON.stringify(record.data),
    ],
  );
  return inserted.length > 0;
}
