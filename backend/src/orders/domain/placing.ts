import {
  orderStreamId,
  type CheckoutOrder,
  type CheckoutState,
  type OrderPlaced,
  type PlacedOrderRef,
} from '@shop/contracts';

export interface OrderNumbers {
  orderNumber: string;
  trackingNumber: string;
}

export interface PlacedPurchase {
  refs: PlacedOrderRef[];
  /** One `OrderPlaced` per order, each for its own `order-{orderNumber}` stream. */
  orderStreams: { streamId: string; event: OrderPlaced }[];
}

/**
 * The orders a paid basket becomes: each basket order with its number, its tracking number and
 * the full snapshot of what was bought as the checkout state showed it (never re-priced), with
 * the discount code and what it took off, the affiliate that sent the shopper and the signed-in
 * customer who paid (null for a guest).
 */
export function placePurchase(
  state: CheckoutState,
  numbers: readonly OrderNumbers[],
  ids: { purchaseId: string; basketId: string; customerId: string | null },
  affiliate: OrderPlaced['data']['affiliate'] = null,
): PlacedPurchase {
  const { orders } = state.purchase;
  if (numbers.length !== orders.length) {
    throw new RangeError(`${orders.length} orders need as many numbers, got ${numbers.length}`);
  }
  const refs = orders.map((order, i) => ({ orderId: order.id, ...numbers[i] }));
  const orderStreams = orders.map((order, i) => ({
    streamId: orderStreamId(numbers[i].orderNumber),
    event: {
      type: 'OrderPlaced' as const,
      data: {
        ...numbers[i],
        purchaseId: ids.purchaseId,
        basketId: ids.basketId,
        orderId: order.id,
        order,
        customer: state.customer,
        discount: discountOf(state.discountCode, order),
        affiliate,
        customerId: ids.customerId,
      },
    },
  }));
  return { refs, orderStreams };
}

/** The code and what it took off this order; null when it took nothing (so it is not counted as used). */
function discountOf(code: string | null, order: CheckoutOrder): OrderPlaced['data']['discount'] {
  const pence = order.orderItems.reduce((sum, item) => sum + item.discountAmount, 0);
  return code && pence > 0 ? { code, pence } : null;
}
