import type { CheckoutOrder } from '@shop/contracts';

/**
 * Whether an order was paid for (docs/business-rules.md "Posy Points": points are credited when an
 * order is placed and paid). A free order (its total, after the discount code and with delivery, is
 * 0) was placed but not paid: it earns nothing and does not count as a referred friend's first paid
 * order. Gift cards and points spent are purchase-wide and do not change an order's total.
 */
export const isPaidOrder = (order: CheckoutOrder): boolean => order.total > 0;

/**
 * The points a paid order earns: its products' `posyPoints` (the main product, its pot, its addons,
 * as they were when chosen). A gift-card order earns none (docs/business-rules.md "Gift cards"),
 * and neither does the greetings card, whatever its product says.
 */
export function pointsEarnedBy(order: CheckoutOrder): number {
  if (order.isGiftCard || !isPaidOrder(order)) return 0;
  return order.orderItems
    .filter((item) => !item.card)
    .reduce((sum, item) => sum + wholePoints(item.product.posyPoints), 0);
}

/** A product's points as a whole number of at least 0, whatever an old snapshot held. */
const wholePoints = (points: number): number =>
  Number.isSafeInteger(points) && points > 0 ? points : 0;
