import type { BasketEvent } from '@shop/contracts';
import type { BasketCommandOf } from './basket.commands';
import { MAX_ORDERS_PER_BASKET, type BasketState } from './basket.state';

/** The events that build an order; each names it with `orderId`. */
const ORDER_EVENTS: ReadonlySet<BasketEvent['type']> = new Set([
  'ProductAdded',
  'MessageSet',
  'CardChosen',
  'RecipientSet',
  'AddonAdded',
  'AddonRemoved',
  'PotChanged',
  'DeliveryChanged',
  'GiftCardRecipientSet',
]);

/**
 * Merging the customer's earlier basket into this one (on sign-in): `BasketMerged`, then the
 * events that built each of its live orders, copied in their order, so the orders replay here
 * exactly as they were there (each `ProductAdded` says where it came from: `mergedFrom`). Orders removed there, or already here, stay out; so do orders past
 * the basket's limit. Nothing to bring: no events.
 */
export function mergeBasket(
  { fromBasketId, events }: BasketCommandOf<'MergeBasket'>['data'],
  state: BasketState,
  fold: (events: readonly BasketEvent[]) => BasketState,
): BasketEvent[] {
  const earlier = fold(events);
  if (earlier.placed) return [];
  const room = Math.max(0, MAX_ORDERS_PER_BASKET - state.orders.size);
  const orderIds = [...earlier.orders.keys()]
    .filter((orderId) => !state.usedOrderIds.has(orderId))
    .slice(0, room);
  if (orderIds.length === 0) return [];
  const bringing = new Set(orderIds);
  const copied = events
    .filter(
      (event) =>
        ORDER_EVENTS.has(event.type) && bringing.has((event.data as { orderId: string }).orderId),
    )
    .map(
      (event) =>
        (event.type === 'ProductAdded'
          ? { type: event.type, data: { ...event.data, mergedFrom: fromBasketId } }
          : { type: event.type, data: event.data }) as BasketEvent,
    );
  return [{ type: 'BasketMerged', data: { fromBasketId, orderIds } }, ...copied];
}
