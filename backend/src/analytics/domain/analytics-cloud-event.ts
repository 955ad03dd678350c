import type { AnalyticsCloudEvent } from '@shop/contracts';
import { CloudEvent } from 'cloudevents';
import type { AnalyticsEventRow } from './analytics-record';

export const ANALYTICS_EVENT_SOURCE = '/posy/basket';
export const ANALYTICS_TYPE_PREFIX = 'shop.posy.analytics.';

/** Digits of the zero-padded sequence: positions fit in a signed 64-bit integer. */
const SEQUENCE_DIGITS = 19;

/**
 * A feed row as CloudEvents 1.0 structured JSON, validated by the SDK. The cursor travels in
 * the spec's `sequence` extension, padded so that text order is feed order.
 */
export function toCloudEvent(row: AnalyticsEventRow): AnalyticsCloudEvent {
  const event = new CloudEvent({
    specversion: '1.0',
    id: row.id,
    source: ANALYTICS_EVENT_SOURCE,
    type: `${ANALYTICS_TYPE_PREFIX}${row.type}`,
    subject: row.basketId,
    time: row.occurredAt,
    datacontenttype: 'application/json',
    sequence: String(row.position).padStart(SEQUENCE_DIGITS, '0'),
    data: row.data,
  });
  return event.toJSON() as unknown as AnalyticsCloudEvent;
}
