import type { CheckoutOrder, CheckoutState } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  checkoutWithRedirectQueryOptions,
  useRemoveOrder,
  validateOrderQueryOptions,
} from '../../api/checkout.queries';
import { DiscountBox } from '../discount/DiscountBox';
import { PointsPanel } from '../points/PointsPanel';
import { OrderErrors } from '../order-kit/OrderErrors';
import { OrderSummaryCard } from '../order-kit/OrderSummaryCard';
import { errorText } from '../../api/error-text';
import { mainItem, pushRemoveFromCart } from '../order-kit/order-items';
import { RemoveOrderButton } from '../order-kit/RemoveOrderButton';
import { Spinner } from '../../ui/Spinner';
import { useModal } from '../../ui/use-modal';
import { AddonsSection } from './AddonsSection';
import { CardSection } from './CardSection';
import { CheckoutNextStep } from './CheckoutNextStep';
import { DeliverySection } from './DeliverySection';
import { DetailsSection } from './DetailsSection';
import { GiftCardRecipientSection } from './GiftCardRecipientSection';
import { MessageSection } from './MessageSection';
import { RecipientSection } from './RecipientSection';
import { useEditingFocus } from './use-editing-focus';
import './checkout-page.css';

/** One checkout page per order (docs/rules-checkout.md "Screens"). */
export function CheckoutPage({ orderIndex }: { orderIndex: number }) {
  const { data, error } = useQuery(checkoutWithRedirectQueryOptions());

  return (
    <section className="checkout-page" aria-labelledby="checkout-title" data-testid="checkout-page">
      <title>Checkout | Posy</title>
      <h1 id="checkout-title" className="checkout-page__title">
        Checkout
      </h1>
      <p className="checkout-page__order" data-testid="checkout-order-number">
        Order {orderIndex}
        {data && data.purchase.orders.length > 1 && ` of ${data.purchase.orders.length}`}
      </p>
      {error ? (
        <p className="checkout-page__error" role="alert" data-testid="checkout-load-error">
          {errorText(error)}
        </p>
      ) : !data ? (
        <Spinner label="Loading your order…" />
      ) : (
        <CheckoutOrderView state={data} orderIndex={orderIndex} />
      )}
    </section>
  );
}

function CheckoutOrderView({ state, orderIndex }: { state: CheckoutState; orderIndex: number }) {
  const orders = state.purchase.orders;
  const order = orders[orderIndex - 1];
  if (!order) {
    return (
      <p className="checkout-page__missing" data-testid="checkout-order-missing">
        This order is no longer in your basket.{' '}
        <Link to="/checkout/$orderIndex" params={{ orderIndex: 1 }}>
          Go to your first order
        </Link>
      </p>
    );
  }
  return (
    // A fresh form per order, so one order's drafts never show on another.
    <OrderForms key={order.id} state={state} order={order} orderIndex={orderIndex} />
  );
}

function OrderForms({
  state,
  order,
  orderIndex,
}: {
  state: CheckoutState;
  order: CheckoutOrder;
  orderIndex: number;
}) {
  const navigate = useNavigate();
  const focus = useEditingFocus();
  const changeDelivery = useModal();
  const remove = useRemoveOrder();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const validation = useQuery(validateOrderQueryOptions(orderIndex));
  const orders = state.purchase.orders;

  const removeOrder = () => {
    setRemoveError(null);
    pushRemoveFromCart(order);
    const count = orders.length;
    remove.mutate(order.id, {
      onSuccess: () => {
        // docs/rules-checkout.md "Removing an order": the last order goes home; an earlier order
        // moves this page back one.
        if (count === 1) void navigate({ to: '/' });
        else if (orderIndex > 1) {
          void navigate({ to: '/checkout/$orderIndex', params: { orderIndex: orderIndex - 1 } });
        }
      },
      onError: (cause) => setRemoveError(errorText(cause)),
    });
  };

  return (
    <div className="checkout-page__layout">
      <div className="checkout-page__main">
        {orders.length > 1 && (
          <nav
            className="checkout-page__orders"
            aria-label="Your orders"
            data-testid="checkout-orders-nav"
          >
            <ul>
              {orders.map((other, position) => (
                <li key={other.id}>
                  <Link
                    to="/checkout/$orderIndex"
                    params={{ orderIndex: position + 1 }}
                    aria-current={position + 1 === orderIndex ? 'page' : undefined}
                    data-testid={`checkout-order-link-${position + 1}`}
                  >
                    Order {position + 1}: {mainItem(other)?.product.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {validation.data && (
          <OrderErrors
            errors={validation.data.orderErrors}
            orderIndex={orderIndex}
            onDelivery={() => {
              focus('delivery');
              changeDelivery.activate();
            }}
            onRemove={removeOrder}
            testId="checkout-order-errors"
          />
        )}
        {order.isGiftCard ? (
          <GiftCardRecipientSection order={order} orderIndex={orderIndex} />
        ) : (
          <>
            <CardSection order={order} orderIndex={orderIndex} />
            <MessageSection order={order} orderIndex={orderIndex} />
            <AddonsSection order={order} orderIndex={orderIndex} />
            <RecipientSection order={order} orderIndex={orderIndex} />
            <DeliverySection
              order={order}
              orderIndex={orderIndex}
              changeDelivery={changeDelivery}
            />
          </>
        )}
        <DetailsSection state={state} orderIndex={orderIndex} />
        <CheckoutNextStep state={state} orderIndex={orderIndex} />
      </div>
      <aside className="checkout-page__aside" aria-label="Order summary">
        <OrderSummaryCard order={order} orderIndex={orderIndex} variant="full">
          {removeError && (
            <p className="checkout-page__error" role="alert">
              {removeError}
            </p>
          )}
          <RemoveOrderButton
            orderIndex={orderIndex}
            pending={remove.isPending}
            onConfirm={removeOrder}
          />
        </OrderSummaryCard>
        {/* The Order Overview's redeem block (docs/rules-checkout.md "Other widgets"): collapsed
            until asked for; none for business customers (docs/rules-checkout.md "Shoppers"). */}
        {!state.customer.businessCustomer && <DiscountBox collapsible />}
        {/* The sidebar's Posy Points box (docs/rules-checkout.md "Checkout sidebar"), beside the
            discount code. */}
        <PointsPanel state={state} />
      </aside>
    </div>
  );
}
