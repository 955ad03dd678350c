import {
  ORDER_STATUS_LABELS,
  plainOrdinalDateWithYear,
  type AccountOrderSummary,
} from '@shop/contracts';

const londonDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The London day of a UTC instant: `4 June 2026` (built from parts: ICU versions differ). */
export function londonDayOf(instant: string): string {
  const parts = Object.fromEntries(
    londonDay.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}`;
}

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
