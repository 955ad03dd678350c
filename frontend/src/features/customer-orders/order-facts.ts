import {
  ORDER_STATUS_LABELS,
  plainOrdinalDateWithYear,
  type AccountOrderSummary,
} from '@shop/contracts';

/** When the order arrives: a delivery day, or the day a gift card is emailed. */
export function arrivalOf(order: AccountOrderSummary): string {
  if (order.isGiftCard) {
    return order.sendDate ? `Emailed on ${plainOrdinalDateWithYear(order.sendDate)}` : 'Emailed';
  }
  return order.deliveryDate
    ? `Delivery on ${plainOrdinalDateWithYear(order.deliveryDate)}`
    : 'Delivery date to be confirmed';
}

/** `Order placed`, `With the florist`… as the tracking page says it. */
export const statusOf = (order: AccountOrderSummary): string =>
  order.isGiftCard && order.status === 'placed' ? 'Paid' : ORDER_STATUS_LABELS[order.status];
