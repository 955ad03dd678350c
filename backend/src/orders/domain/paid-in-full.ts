import type { CheckoutState } from '@shop/contracts';

/** What a payment attempt took, as its PaymentStarted recorded it (pence; points whole). */
export interface PaymentTaken {
  total: number;
  amount: number;
  giftCard: { amount: number } | null;
  points: number;
}

/**
 * Whether the basket about to be placed is exactly what was paid for: its orders add up to the
 * attempt's total, and the card, the gift card and the Posy Points (1 point = £1, never more
 * than the total) together paid all of it. Pure; placing refuses a basket for which it is false.
 */
export function paidInFull(checkout: CheckoutState, payment: PaymentTaken): boolean {
  const ordersTotal = checkout.purchase.orders.reduce((sum, order) => sum + order.total, 0);
  const byPoints = Math.min(payment.points * 100, payment.total);
  const paid = payment.amount + (payment.giftCard?.amount ?? 0) + byPoints;
  return ordersTotal === payment.total && paid === payment.total;
}
