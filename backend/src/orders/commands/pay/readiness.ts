import { PAYMENT_MESSAGES, type CheckoutState } from '@shop/contracts';
import { validateOrder } from '../../../basket';
import { DomainError } from '../../../platform/domain-error';

/** The basket's own words for a missing name or email (the details section shows the same). */
const DETAILS_MISSING = 'Please enter your name and email address before you pay.';

/**
 * docs/rules-checkout.md "Order readiness", as payment enforces it: at least one order, the buyer's
 * name and email, and every order passing the same validation the basket panel shows (so the
 * storefront can send the shopper to the failing order's page with its errors). Throws a 400 whose
 * errors list every problem, first the orders' in order, then the details.
 */
export function assertReadyToPay(state: CheckoutState, now: Date): void {
  const { orders } = state.purchase;
  if (orders.length === 0) throw new DomainError(PAYMENT_MESSAGES.emptyBasket, 400);
  const errors = orders.flatMap((_order, i) =>
    validateOrder(state, i + 1, now).map((error) => `Order ${i + 1}: ${error.message}`),
  );
  if (state.customer.name.trim() === '' || state.customer.email.trim() === '') {
    errors.push(DETAILS_MISSING);
  }
  if (errors.length > 0) throw new NotReadyToPay(errors);
}

/** Whether the basket passes `assertReadyToPay` at `now`. */
export function readyAt(state: CheckoutState, now: Date): boolean {
  try {
    assertReadyToPay(state, now);
    return true;
  } catch (error) {
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** Payment refused because checkout is not ready: the message plus each problem. */
export class NotReadyToPay extends DomainError {
  constructor(problems: string[]) {
    super(PAYMENT_MESSAGES.notReady, 400, problems);
  }
}
