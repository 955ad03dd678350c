import { createHash } from 'node:crypto';
import type {
  AnalyticsEventData,
  AnalyticsEventName,
  AnalyticsFeedItem,
  BasketEvent,
  ProductSnapshot,
  RecordedEvent,
} from '@shop/contracts';
import { analyticsMapperOf } from './analytics-mappers';
import { emptyBasketContents, type BasketContents } from './basket-contents';

/** A stored feed event: a record numbered with its place in the feed. */
export interface AnalyticsEventRow {
  position: number;
  id: string;
  type: AnalyticsEventName;
  basketId: string;
  occurredAt: string;
  data: AnalyticsEventData;
}

/** One row of the feed before it is numbered. */
export interface AnalyticsRecord {
  id: string;
  type: AnalyticsEventName;
  sourceEventId: string;
  sourcePosition: number;
  basketId: string;
  occurredAt: string;
  data: AnalyticsEventData;
}

/** The feed rows a basket event becomes; `before` is the basket just before it, when needed. */
export function analyticsRecordsOf(
  event: RecordedEvent<BasketEvent>,
  before: BasketContents = emptyBasketContents,
): AnalyticsRecord[] {
  const mapper = analyticsMapperOf(event.type);
  if (!mapper) return [];
  return mapper.map(event, before).map((draft) => {
    const items = draft.products.map(itemOf);
    const valuePence =
      draft.valuePence ?? items.reduce((sum, item) => sum + item.price_pence * item.quantity, 0);
    return {
      id: analyticsEventId(event.metadata.eventId, draft.event),
      type: draft.event,
      sourceEventId: event.metadata.eventId,
      sourcePosition: event.position,
      basketId: event.streamId,
      occurredAt: event.metadata.occurredAt,
      data: {
        event: draft.event,
        device_type: event.metadata.deviceType ?? null,
        basket_id: event.streamId,
        order_id: draft.orderId,
        source_event_id: event.metadata.eventId,
        ecommerce: {
          currency: 'GBP',
          value: pounds(valuePence),
          value_pence: valuePence,
          ...(draft.transactionId !== undefined ? { transaction_id: draft.transactionId } : {}),
          ...(draft.paymentType !== undefined ? { payment_type: draft.paymentType } : {}),
          ...(draft.coupon !== undefined ? { coupon: draft.coupon } : {}),
          ...(draft.points !== undefined ? { points: draft.points } : {}),
          items,
        },
      },
    };
  });
}

/** A product snapshot as a GA4 item, as the storefront's dataLayer pushes it. */
function itemOf(product: ProductSnapshot): AnalyticsFeedItem {
  return {
    item_id: String(product.productId),
    item_name: product.name,
    item_brand: product.distributor,
    ...(product.variantId !== null ? { item_variant: String(product.variantId) } : {}),
    price: pounds(product.price),
    price_pence: product.price,
    quantity: 1,
  };
}

const pounds = (pence: number): number => Math.round(pence) / 100;

// Any fixed UUID: it scopes the name-based ids below to this feed.
const NAMESPACE = Buffer.from('5d0f6a9e8b3c4e1fa2d7c6b5e4f30a19', 'hex');

/**
 * A name-based (version 5) UUID of the source event and the GA4 event: the same row gets the
 * same id however often the log is replayed, so consumers can deduplicate on it too.
 */
export function analyticsEventId(sourceEventId: string, type: AnalyticsEventName): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${sourceEventId}/${type}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
