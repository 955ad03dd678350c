import type { CheckoutState } from '@shop/contracts';
import type { ShopSession } from '../../platform/http/shop-session';

/**
 * The checkout state as the session's shopper sees it: `customer.businessCustomer` says whether the
 * signed-in customer is a business customer (set by staff, kept on the account, not in the basket's
 * events), so the storefront shows them no discount and no points panel (docs/rules-checkout.md
 * "Shoppers").
 */
export function checkoutAsSeenBy(checkout: CheckoutState, session: ShopSession): CheckoutState {
  const business = session.businessCustomer === true;
  if (checkout.customer.businessCustomer === business) return checkout;
  return { ...checkout, customer: { ...checkout.customer, businessCustomer: business } };
}
