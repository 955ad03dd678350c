import { formatPriceOrFree, type CheckoutOrder } from '@shop/contracts';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ModalControl } from '../../ui/use-modal';
import { ordinalDate } from '../calendar/calendar-rules';
import { ChangeDeliveryModal } from './ChangeDeliveryModal';
import { CheckoutSection } from './CheckoutSection';

/**
 * A link with `editing: 'delivery'` state asks for the Change Delivery modal. The request is
 * served once and dropped from the history entry, so the modal's own address changes (and a
 * reload) do not open it again.
 */
function useEditingDeliveryOpens(open: () => void) {
  const router = useRouter();
  const editing = useRouterState({ select: (s) => s.location.state.editing });
  useEffect(() => {
    if (editing !== 'delivery') return;
    const { href, state } = router.history.location;
    const { editing: _served, ...rest } = state;
    router.history.replace(href, rest);
    open();
  }, [editing, router, open]);
}

/** The order's delivery date and method, changed through the Change Delivery modal. */
export function DeliverySection({
  order,
  orderIndex,
  changeDelivery,
}: {
  order: CheckoutOrder;
  orderIndex: number;
  /**
   * Lifted to the page, so the order's errors can open it too (docs/rules-checkout.md
   * "Server error handling").
   */
  changeDelivery: ModalControl;
}) {
  useEditingDeliveryOpens(changeDelivery.activate);
  const delivery = order.orderDelivery;
  return (
    <CheckoutSection section="delivery" title="Delivery">
      <p className="checkout-section__text" data-testid="checkout-delivery-text">
        {delivery.date
          ? `${ordinalDate(delivery.date)} by ${delivery.methodName}`
          : 'No delivery date chosen'}{' '}
        <span className="checkout-section__price">{formatPriceOrFree(delivery.price)}</span>
      </p>
      <button
        type="button"
        className="button button--secondary checkout-delivery__change"
        aria-haspopup="dialog"
        aria-busy={changeDelivery.opening}
        onClick={changeDelivery.activate}
        data-testid="change-delivery"
      >
        Change Delivery
      </button>
      <ChangeDeliveryModal control={changeDelivery} orderIndex={orderIndex} />
    </CheckoutSection>
  );
}
