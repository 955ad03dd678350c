import type { CheckoutOrder, CheckoutState } from '@shop/contracts';

/**
 * docs/rules-checkout.md "Validation", "Constants": a postcode must be longer than 4 characters.
 */
const MIN_POSTCODE_LENGTH = 5;

/**
 * docs/rules-checkout.md "Order readiness": an address (any of lines 1 to 3), a postcode longer
 * than 4 characters, an item with a card, and no message overflowing. Gift cards skip these checks.
 */
export function isOrderComplete(order: CheckoutOrder): boolean {
  if (order.isGiftCard) return true;
  const delivery = order.orderDelivery;
  const hasAddress = [delivery.addressLine1, delivery.addressLine2, delivery.addressLine3].some(
    (line) => line.trim() !== '',
  );
  return (
    hasAddress &&
    delivery.postcode.trim().length >= MIN_POSTCODE_LENGTH &&
    order.orderItems.some((item) => item.card) &&
    !order.orderItems.some((item) => item.messageIsOverflowing)
  );
}

/** The customer's name and email are filled (docs/rules-checkout.md "Validation"). */
export function hasCustomerDetails(state: CheckoutState): boolean {
  return state.customer.name.trim() !== '' && state.customer.email.trim() !== '';
}

/**
 * docs/rules-checkout.md "Order readiness": at least one order, the customer's email and name
 * filled, every order complete.
 */
export function isCheckoutReady(state: CheckoutState): boolean {
  const { orders } = state.purchase;
  return orders.length > 0 && hasCustomerDetails(state) && orders.every(isOrderComplete);
}

/** The next incomplete order after `current` (1-based, wrapping round), other than `current`. */
export function nextIncompleteOrder(state: CheckoutState, current: number): number | null {
  const { orders } = state.purchase;
  for (let step = 1; step < orders.length; step += 1) {
    const index = ((current - 1 + step) % orders.length) + 1;
    if (!isOrderComplete(orders[index - 1])) return index;
  }
  return null;
}
