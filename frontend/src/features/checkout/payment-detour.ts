import type { CheckoutState } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { validateOrderQueryOptions } from '../../api/checkout.queries';
import { hasCustomerDetails, isOrderComplete } from '../order-kit/order-readiness';

/** Where /payment sends a shopper instead: a checkout page, and the section to open there. */
export interface PaymentDetour {
  orderIndex: number;
  editing?: 'details';
}

/**
 * Payment needs a ready checkout (docs/rules-checkout.md "Order readiness"): the first order that
 * is not ready, asked of `GET /api/checkout/validate/{orderIndex}` once per order in turn ("Calls")
 * so its checkout page opens with those errors already read; then an order the readiness rules
 * still miss; then the customer's name and email (order 1's details). Null when the basket may go
 * to payment.
 */
export async function paymentDetour(
  queryClient: QueryClient,
  state: CheckoutState,
): Promise<PaymentDetour | null> {
  const { orders } = state.purchase;
  for (let orderIndex = 1; orderIndex <= orders.length; orderIndex += 1) {
    const result = await queryClient.fetchQuery(validateOrderQueryOptions(orderIndex));
    if (result.orderErrors.length > 0) return { orderIndex };
  }
  const incomplete = orders.findIndex((order) => !isOrderComplete(order));
  if (incomplete >= 0) return { orderIndex: incomplete + 1 };
  if (!hasCustomerDetails(state)) return { orderIndex: 1, editing: 'details' };
  return null;
}
