import { formatPence, type CheckoutOrder, type OrderError } from '@shop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type TouchEvent } from 'react';
import {
  checkoutQueryOptions,
  useRemoveOrder,
  validateOrderQueryOptions,
} from '../../api/checkout.queries';
import { ModalDialog } from '../../ui/Modal';
import { BASKET_BUTTON_ID, basketPanel } from './basket-panel-store';
import { OrderErrors } from '../order-kit/OrderErrors';
import { OrderSummaryCard } from '../order-kit/OrderSummaryCard';
import { errorText } from '../../api/error-text';
import { DETAILS_WARNING, pushRemoveFromCart } from '../order-kit/order-items';
import { RemoveOrderButton } from '../order-kit/RemoveOrderButton';
import './basket-panel.css';

/**
 * docs/rules-storefront.md "States": a right swipe of this many pixels closes the panel on touch
 * devices.
 */
export const SWIPE_CLOSE_PX = 50;

const isTouchDevice = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;

/** The panel belongs to the header's basket button, whoever opened it (an add, a link). */
const basketButton = () => document.getElementById(BASKET_BUTTON_ID);

/**
 * The basket side panel (docs/rules-storefront.md "Basket panel", docs/rules-checkout.md
 * "Order summary card"), on the shop's modal primitive: focus stays inside, Escape and the backdrop
 * close it, and focus goes back to the header's basket button.
 */
export function BasketPanel({ open }: { open: boolean }) {
  const swipeStart = useRef<number | null>(null);

  // docs/rules-storefront.md "States": the page behind does not scroll while the panel is open on
  // touch devices.
  useEffect(() => {
    if (!open || !isTouchDevice()) return;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;

  const onTouchStart = (event: TouchEvent) => {
    swipeStart.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start !== null && end !== undefined && end - start >= SWIPE_CLOSE_PX) basketPanel.close();
  };

  return (
    <ModalDialog
      open
      onClose={basketPanel.close}
      returnFocus={basketButton}
      focusSelf
      id="basket-panel"
      className="basket-panel"
      aria-labelledby="basket-panel-title"
      tabIndex={-1}
      data-testid="basket-panel"
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div className="basket-panel__header">
        <h2 id="basket-panel-title" className="basket-panel__title">
          Your Basket
        </h2>
        <button
          type="button"
          className="basket-panel__close"
          aria-label="Close basket"
          data-testid="basket-panel-close"
          onClick={basketPanel.close}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <BasketContents />
    </ModalDialog>
  );
}

function BasketContents() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, error, isPending } = useQuery(checkoutQueryOptions());
  const remove = useRemoveOrder();
  const [orderErrors, setOrderErrors] = useState<Record<string, OrderError[]>>({});
  const [validating, setValidating] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (isPending) {
    return (
      <p className="basket-panel__status" role="status" data-testid="basket-panel-loading">
        Loading your basket…
      </p>
    );
  }
  if (error) {
    return (
      <p className="basket-panel__error" role="alert" data-testid="basket-panel-error">
        {errorText(error)}
      </p>
    );
  }

  const orders = data.purchase.orders;
  if (orders.length === 0) {
    return (
      <p className="basket-panel__empty" data-testid="basket-empty">
        Your basket is empty.
      </p>
    );
  }

  const removeOrder = (order: CheckoutOrder) => {
    setFailure(null);
    pushRemoveFromCart(order);
    remove.mutate(order.id, { onError: (cause) => setFailure(errorText(cause)) });
  };

  const proceed = async () => {
    setValidating(true);
    setFailure(null);
    const found: Record<string, OrderError[]> = {};
    try {
      // docs/rules-checkout.md "Calls": one validation call per order, in turn.
      for (const [position, order] of orders.entries()) {
        const result = await queryClient.fetchQuery(validateOrderQueryOptions(position + 1));
        if (result.orderErrors.length > 0) found[order.id] = result.orderErrors;
      }
    } catch (cause) {
      setFailure(errorText(cause));
      setValidating(false);
      return;
    }
    setOrderErrors(found);
    setValidating(false);
    if (Object.keys(found).length === 0) void navigate({ to: '/payment' });
  };

  const { customer } = data;
  const missingDetails = customer.name.trim() === '' || customer.email.trim() === '';

  return (
    <>
      <div className="basket-panel__body">
        {missingDetails && (
          <p className="basket-panel__warning" data-testid="basket-details-warning">
            <Link
              to="/checkout/$orderIndex"
              params={{ orderIndex: 1 }}
              state={{ editing: 'details' }}
            >
              {DETAILS_WARNING}
            </Link>
          </p>
        )}
        <ol className="basket-panel__orders" data-testid="basket-orders">
          {orders.map((order, position) => (
            <li key={order.id}>
              <OrderSummaryCard
                order={order}
                orderIndex={position + 1}
                variant="compact"
                // The card preview's Edit leaves the panel for the checkout page.
                onLeave={basketPanel.close}
              >
                <OrderErrors
                  errors={orderErrors[order.id] ?? []}
                  orderIndex={position + 1}
                  onRemove={() => removeOrder(order)}
                />
                <RemoveOrderButton
                  orderIndex={position + 1}
                  pending={remove.isPending}
                  onConfirm={() => removeOrder(order)}
                />
              </OrderSummaryCard>
            </li>
          ))}
        </ol>
      </div>
      <div className="basket-panel__footer">
        {failure && (
          <p className="basket-panel__error" role="alert" data-testid="basket-panel-error">
            {failure}
          </p>
        )}
        <p className="basket-panel__total">
          <span>Total</span>
          <strong data-testid="basket-total">{formatPence(data.purchase.total)}</strong>
        </p>
        <button
          type="button"
          className="basket-panel__proceed"
          data-testid="basket-proceed"
          aria-busy={validating}
          disabled={validating}
          onClick={() => void proceed()}
        >
          {validating && <span className="basket-panel__spinner" aria-hidden="true" />}
          Proceed to payment
        </button>
        {validating && (
          <span className="visually-hidden" role="status">
            Checking your orders…
          </span>
        )}
      </div>
    </>
  );
}
