import { formatPence, type CheckoutState } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { checkoutWithRedirectQueryOptions } from '../../api/checkout.queries';
import { Spinner } from '../../ui/Spinner';
import { OrderSummaryCard } from '../order-kit/OrderSummaryCard';
import { errorText } from '../../api/error-text';
import './checkout-page.css';

/**
 * Payment (spec 000 §2): every order's full summary and what there is to pay. Taking the
 * payment itself belongs to the payment issue; until then the page says so plainly.
 */
export function PaymentPage() {
  const { data, error } = useQuery(checkoutWithRedirectQueryOptions());
  return (
    <section className="checkout-page" aria-labelledby="payment-title" data-testid="payment-page">
      <title>Payment | Posy</title>
      <h1 id="payment-title" className="checkout-page__title">
        Payment
      </h1>
      {error ? (
        <p className="checkout-page__error" role="alert">
          {errorText(error)}
        </p>
      ) : !data ? (
        <Spinner label="Loading your orders…" />
      ) : (
        <PaymentSummary state={data} />
      )}
    </section>
  );
}

function PaymentSummary({ state }: { state: CheckoutState }) {
  const { orders, totalToPay } = state.purchase;
  return (
    <div className="checkout-page__payment">
      {orders.map((order, index) => (
        <OrderSummaryCard
          key={order.id}
          order={order}
          orderIndex={index + 1}
          variant="full"
          // Straight under the page's h1: no level skipped.
          headingLevel={2}
        >
          <Link to="/checkout/$orderIndex" params={{ orderIndex: index + 1 }}>
            Edit order {index + 1}
          </Link>
        </OrderSummaryCard>
      ))}
      <p className="checkout-page__to-pay" data-testid="payment-total">
        Total to pay: <strong>{formatPence(totalToPay)}</strong>
      </p>
      <p className="checkout-page__notice" role="status" data-testid="payment-unavailable">
        Online payment is not open yet. Your basket is saved, and nothing has been charged.
      </p>
    </div>
  );
}
