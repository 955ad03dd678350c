import type {
  AnalyticsEventName,
  BasketEvent,
  BasketEventType,
  ProductSnapshot,
} from '@shop/contracts';
import { orderProducts, type BasketContents } from './basket-contents';

/** What a mapper decides: which GA4 event, for which order, with which products. */
export interface AnalyticsDraft {
  event: AnalyticsEventName;
  orderId: string | null;
  products: readonly ProductSnapshot[];
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
 * Which basket events the feed mirrors, and how. Adding `begin_checkout` once checkout starts
 * are recorded is one entry:
 *   CheckoutStarted: { needsBasket: true, map: (_, before) =>
 *     [{ event: 'begin_checkout', orderId: null, products: [...before.orders.values()].flatMap(orderProducts) }] }
 */
export const ANALYTICS_MAPPERS: MapperTable = {
  ProductAdded: {
    map: ({ data }) => [
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
};

/** The event types the feed reads from the log. */
export const ANALYTICS_SOURCE_TYPES = Object.keys(ANALYTICS_MAPPERS) as BasketEventType[];

export function analyticsMapperOf(type: string): AnalyticsMapper | undefined {
  return (ANALYTICS_MAPPERS as Record<string, AnalyticsMapper | undefined>)[type];
}
