import type { DeviceType } from '../common/event-store.types';

/**
 * The analytics feed (`GET /api/analytics/events`, `GET /api/analytics/stream`): basket events
 * and Posy Points ledger entries mirrored as GA4 ecommerce events and delivered as CloudEvents
 * 1.0.
 */

/** The GA4 ecommerce events the feed carries. */
export type AnalyticsEventName =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'add_payment_info'
  | 'purchase'
  | 'discount_applied'
  | 'discount_removed'
  /** A paid order credited Posy Points to the customer who paid (`PointsEarned`). */
  | 'points_earned'
  /** A payment took Posy Points off the customer's ledger as it started (`PointsSpent`). */
  | 'points_redeemed';

/**
 * GA4 `payment_type` of `add_payment_info`: what the purchase is paid with, the means joined by
 * ' + ' in this order (Posy Points, a gift card, a card); 'free' when nothing pays (a code took it
 * all off).
 */
export type AnalyticsPaymentType =
  | 'card'
  | 'gift card'
  | 'gift card + card'
  | 'posy points'
  | 'posy points + card'
  | 'posy points + gift card'
  | 'posy points + gift card + card'
  | 'free';

/**
 * The `payment_type` the feed and the storefront both report: the points, the gift card and the
 * card that pay (a gift card or points covering everything take no card payment).
 */
export function analyticsPaymentType(paid: {
  points: boolean;
  giftCard: boolean;
  card: boolean;
}): AnalyticsPaymentType {
  const means = [
    paid.points ? 'posy points' : null,
    paid.giftCard ? 'gift card' : null,
    paid.card ? 'card' : null,
  ].filter((mean) => mean !== null);
  return (means.length > 0 ? means.join(' + ') : 'free') as AnalyticsPaymentType;
}

/** One GA4 ecommerce item; money in pounds as GA4 expects, and in pence for exact sums. */
export interface AnalyticsFeedItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  /** The variant's id when a variant (Deluxe, Luxury ...) was chosen. */
  item_variant?: string;
  /** Pounds, e.g. 34.99. */
  price: number;
  price_pence: number;
  quantity: number;
}

/** The `data` of every feed event: the storefront's dataLayer shape plus where it came from. */
export interface AnalyticsEventData {
  event: AnalyticsEventName;
  /** m (phone), t (tablet) or d (desktop) from the shopper's request; null when unknown. */
  device_type: DeviceType | null;
  /** The basket's stream id (`basket-…`); for points, the basket of the purchase. */
  basket_id: string;
  order_id: string | null;
  /** `eventId` of the basket or points ledger event this was mirrored from. */
  source_event_id: string;
  ecommerce: {
    currency: 'GBP';
    /**
     * Pounds: the sum of price × quantity for `add_to_cart` and `remove_from_cart`; the whole
     * basket's total (deliveries and cards included) for `begin_checkout`, `add_payment_info`
     * and `purchase`; what the code takes off for `discount_applied` (0 for `discount_removed`);
     * the points for `points_earned` and `points_redeemed` (1 point = £1).
     */
    value: number;
    value_pence: number;
    /**
     * `purchase`, `points_earned` and `points_redeemed`: the purchase id, shared by all orders
     * paid together.
     */
    transaction_id?: string;
    /** `add_payment_info` only. */
    payment_type?: AnalyticsPaymentType;
    /**
     * `discount_applied` and `discount_removed`: the code (GA4 `coupon`); their `value` is what
     * the code takes off the basket (0 while it does not qualify), their items the basket's.
     */
    coupon?: string;
    /** `points_earned` and `points_redeemed`: how many Posy Points (their items are empty). */
    points?: number;
    items: AnalyticsFeedItem[];
  };
}

/** A feed event as CloudEvents 1.0 JSON (structured mode). */
export interface AnalyticsCloudEvent {
  specversion: '1.0';
  id: string;
  /** `/posy/basket` */
  source: string;
  /** `shop.posy.analytics.add_to_cart`, ... */
  type: string;
  /** The basket id. */
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  /** CloudEvents sequence extension: the feed cursor, zero-padded so it sorts as text. */
  sequence: string;
  data: AnalyticsEventData;
}

/** One page of `GET /api/analytics/events`: pass `nextCursor` as `after` for the next page. */
export interface AnalyticsEventsPage {
  events: AnalyticsCloudEvent[];
  nextCursor: number;
}

/** Query string of `GET /api/analytics/events?after=&limit=`. */
export interface AnalyticsEventsQuery {
  /**
   * The cursor to read after: 0 (the start, the default) or the `nextCursor` of the last page.
   * @pattern ^(0|[1-9][0-9]{0,14})$
   */
  after?: string;
  /**
   * How many events at most, 1 to 1000 (default 100).
   * @pattern ^([1-9][0-9]{0,2}|1000)$
   */
  limit?: string;
}

/**
 * Query string of `GET /api/analytics/stream?after=` (server-sent events). A `Last-Event-ID`
 * header, which EventSource sends when it reconnects, takes precedence over `after`.
 */
export interface AnalyticsStreamQuery {
  /**
   * The cursor to stream after: 0 (the start, the default) or the `id:` of the last event read.
   * @pattern ^(0|[1-9][0-9]{0,14})$
   */
  after?: string;
}
