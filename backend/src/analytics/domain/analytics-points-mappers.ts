import {
  basketStreamId,
  PENCE_PER_POINT,
  type AnalyticsEventName,
  type PointsEvent,
  type PointsEventType,
  type RecordedEvent,
} from '@shop/contracts';
import { analyticsEventId, type AnalyticsRecord } from './analytics-record';

/** The Posy Points ledger event types the feed reads from the log, besides the basket's. */
export const POINTS_ANALYTICS_SOURCE_TYPES: readonly PointsEventType[] = ['PointsEarned'];

export const isPointsSourceType = (type: string): boolean =>
  (POINTS_ANALYTICS_SOURCE_TYPES as readonly string[]).includes(type);

/**
 * The feed rows of a Posy Points ledger entry (a customer's stream, not a basket's): points
 * earned on a paid order (`points_earned`). Points redeemed are sent with the purchase
 * (`BasketPlaced`, see analytics-mappers.ts), so an attempt that was declined and given back
 * is never counted. Pure.
 */
export function pointsAnalyticsRecordsOf(event: RecordedEvent<PointsEvent>): AnalyticsRecord[] {
  switch (event.type) {
    case 'PointsEarned':
      return [pointsRecord(event, 'points_earned', event.data)];
    default:
      return [];
  }
}

/**
 * Filed under the basket of the purchase it belongs to, with the purchase as `transaction_id`,
 * the points as `value` in pounds (1 point = £1) and as `points`, and no items.
 */
function pointsRecord(
  event: RecordedEvent<PointsEvent>,
  type: AnalyticsEventName,
  { points, purchaseId, basketId }: { points: number; purchaseId: string; basketId: string },
): AnalyticsRecord {
  const basket = basketStreamId(basketId);
  return {
    id: analyticsEventId(event.metadata.eventId, type),
    type,
    sourceEventId: event.metadata.eventId,
    sourcePosition: event.position,
    basketId: basket,
    occurredAt: event.metadata.occurredAt,
    data: {
      event: type,
      device_type: event.metadata.deviceType ?? null,
      basket_id: basket,
      order_id: null,
      source_event_id: event.metadata.eventId,
      ecommerce: {
        currency: 'GBP',
        value: points,
        value_pence: points * PENCE_PER_POINT,
        transaction_id: purchaseId,
        points,
        items: [],
      },
    },
  };
}
