import {
  analyticsPaymentType,
  PENCE_PER_POINT,
  type AnalyticsEventName,
  type AnalyticsPaymentType,
  type BasketEvent,
  type BasketEventType,
  type ProductSnapshot,
} from '@shop/contracts';
import { basketProducts, orderProducts, type BasketContents } from './basket-contents';

/** What a mapper decides: which GA4 event, for which order, with which products. */
export interface AnalyticsDraft {
  event: AnalyticsEventName;
  orderId: string | null;
  products: readonly ProductSnapshot[];
  /** The event's value in pence when it is not the products' sum (a whole basket's total). */
  valuePence?: number;
  /** GA4 `transaction_id` (`purchase`). */
  transactionId?: string;
  /** GA4 `payment_type` (`add_payment_info`). */
  paymentType?: AnalyticsPaymentType;
  /** GA4 `coupon` (`discount_applied`, `discount_removed`). */
  coupon?: string;
  /** Posy Points (`points_redeemed`). */
  points?: number;
}

/**
 * Turns one basket event into analytics events (none, one, or one per GA4 event type: the feed
 * keeps at most one event of a type per source event). Pure.
 */
export interface AnalyticsMapper<E extends BasketEvent = BasketEvent> {
  /** Set when the mapping needs the basket as it was just before the event (a removal does). */
  readonly needsBasket?: boolean;
  map(event: E, before: BasketContents): AnalyticsDraft[];
}

type MapperTable = {
  readonly [T in BasketEventType]?: AnalyticsMapper<Extract<BasketEvent, { type: T }>>;
};

/**
 * Which basket events the feed mirrors, and how. The checkout events carry every product in
 * the basket and the basket's whole total (deliveries and cards included), as it was paid.
 */
export const ANALYTICS_MAPPERS: MapperTable = {
  ProductAdded: {
    // An order brought over from the customer's earlier basket was counted when first added.
    map: ({ data }) =>
      data.mergedFrom
        ? []
        : [
            {
              event: 'add_to_cart',
              orderId: data.orderId,
              products: data.pot ? [data.product, data.pot] : [data.product],
            },
          ],
  },
  OrderRemoved: {
    needsBasket: true,
    map: ({ data }, before) => {
      const order = before.orders.get(data.orderId);
      if (!order) return [];
      return [
        { event: 'remove_from_cart', orderId: order.orderId, products: orderProducts(order) },
      ];
    },
  },
  CheckoutBegun: {
    needsBasket: true,
    map: ({ data }, before) => [
      {
        event: 'begin_checkout',
        orderId: null,
        products: basketProducts(before),
        valuePence: data.total,
      },
    ],
  },
  PaymentStarted: {
    needsBasket: true,
    map: ({ data }, before) => [
      {
        event: 'add_payment_info',
        orderId: null,
        products: basketProducts(before),
        valuePence: data.total,
        paymentType: analyticsPaymentType({
          // Attempts recorded before Posy Points have no `points`.
          points: (data.points ?? 0) > 0,
          giftCard: data.giftCard !== null,
          card: data.amount > 0,
        }),
      },
    ],
  },
  BasketPlaced: {
    needsBasket: true,
    map: ({ data }, before) => [
      {
        event: 'purchase',
        orderId: null,
        products: basketProducts(before),
        valuePence: data.total,
        transactionId: data.purchaseId,
      },
      // Points that paid part of it: sent with the purchase, so a declined attempt whose
      // points came back is never counted.
      ...(data.pointsRedeemed
        ? [
            {
              event: 'points_redeemed' as const,
              orderId: null,
              products: [],
              valuePence: data.pointsRedeemed * PENCE_PER_POINT,
              transactionId: data.purchaseId,
              points: data.pointsRedeemed,
            },
          ]
        : []),
    ],
  },
  DiscountApplied: {
    needsBasket: true,
    map: ({ data }, before) => [
      discountDraft('discount_applied', data.code, data.effect.total, before),
    ],
  },
  DiscountRemoved: {
    needsBasket: true,
    map: ({ data }, before) => [discountDraft('discount_removed', data.code, 0, before)],
  },
};

/** A code put on or taken off: the basket's items, what it takes off, the code as GA4 `coupon`. */
function discountDraft(
  event: 'discount_applied' | 'discount_removed',
  coupon: string,
  valuePence: number,
  before: BasketContents,
): AnalyticsDraft {
  return { event, orderId: null, products: basketProducts(before), valuePence, coupon };
}

/** The event types the feed reads from the log. */
export const ANALYTICS_SOURCE_TYPES = Object.keys(ANALYTICS_MAPPERS) as BasketEventType[];

export function analyticsMapperOf(type: string): AnalyticsMapper | undefined {
  return (ANALYTICS_MAPPERS as Record<string, AnalyticsMapper | undefined>)[type];
}
