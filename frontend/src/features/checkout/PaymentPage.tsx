import type { CheckoutState } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { checkoutKeys, checkoutWithRedirectQueryOptions } from '../../api/checkout.queries';
import { errorText } from '../../api/error-text';
import { beginCheckoutEvent } from '../../analytics/checkout-events';
import { pushGa4Event } from '../../analytics/data-layer';
import { useBeginCheckout } from '../../api/payment.queries';
import { Spinner } from '../../ui/Spinner';
import { OrderSummaryCard } from '../order-kit/OrderSummaryCard';
import { PaymentPanel } from '../payment/PaymentPanel';
import { paymentDetour } from './payment-detour';
import './checkout-page.css';

/**
 * Payment (docs/rules-checkout.md "Screens", issue 11): every order's full summary beside the gift
 * card, the totals and the card form. Opening it records begin_checkout once.
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
        data.purchase.orders.length > 0 && <PaymentView state={data} />
      )}
    </section>
  );
}

function PaymentView({ state }: { state: CheckoutState }) {
  const { orders } = state.purchase;
  const { mutate: beginCheckout } = useBeginCheckout();
  const begun = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    // Recording begin_checkout must never stand between the shopper and paying.
    beginCheckout(undefined, { onError: () => undefined });
    pushGa4Event(beginCheckoutEvent(state));
    // Once per visit to the page, with the basket as it was opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [beginCheckout]);

  // docs/rules-checkout.md "Order readiness": the server found an order not ready; its checkout
  // page shows what is missing.
  const goToNotReady = () => {
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.all }).then(async () => {
      const detour = await paymentDetour(queryClient, state).catch(() => null);
      if (!detour) return;
      void navigate({
        to: '/checkout/$orderIndex',
        params: { orderIndex: detour.orderIndex },
        state: detour.editing ? { editing: detour.editing } : {},
      });
    });
  };

  return (
    <div className="checkout-page__payment">
      <div className="checkout-page__payment-orders">
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
      </div>
      <PaymentPanel state={state} onNotReady={goToNotReady} />
    </div>
  );
}
