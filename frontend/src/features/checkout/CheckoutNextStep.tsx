import type { CheckoutState } from '@shop/contracts';
import { Link } from '@tanstack/react-router';
import {
  hasCustomerDetails,
  isCheckoutReady,
  isOrderComplete,
  nextIncompleteOrder,
} from '../order-kit/order-readiness';

export const CONTINUE_TO_PAYMENT = 'Continue to payment';
export const FINISH_THIS_ORDER = 'Finish this order to continue to payment.';
export const ADD_YOUR_DETAILS = 'Add your name and email address to continue to payment.';

/**
 * Where a checkout page leads (docs/rules-checkout.md "Order readiness"): payment once every order
 * is ready, otherwise the next order that still needs something, otherwise what this page still
 * needs.
 */
export function CheckoutNextStep({
  state,
  orderIndex,
}: {
  state: CheckoutState;
  orderIndex: number;
}) {
  const order = state.purchase.orders[orderIndex - 1];
  const next = nextIncompleteOrder(state, orderIndex);
  return (
    <nav className="checkout-next" aria-label="Next step" data-testid="checkout-next-step">
      {isCheckoutReady(state) ? (
        <Link to="/payment" className="button button--primary" data-testid="checkout-to-payment">
          {CONTINUE_TO_PAYMENT}
        </Link>
      ) : next !== null ? (
        <Link
          to="/checkout/$orderIndex"
          params={{ orderIndex: next }}
          className="button button--primary"
          data-testid="checkout-to-next-order"
        >
          Continue to order {next}
        </Link>
      ) : (
        <p className="checkout-next__hint" data-testid="checkout-next-hint">
          {order && !isOrderComplete(order)
            ? FINISH_THIS_ORDER
            : !hasCustomerDetails(state)
              ? ADD_YOUR_DETAILS
              : FINISH_THIS_ORDER}
        </p>
      )}
    </nav>
  );
}
