import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_ORDER_INDEX } from '../features/checkout/order-index';

/**
 * A bare /checkout opens the first order (docs/rules-checkout.md "Screens": a bare /checkout is
 * order 1).
 */
export const Route = createFileRoute('/checkout/')({
  beforeLoad: () => {
    throw redirect({
      to: '/checkout/$orderIndex',
      params: { orderIndex: DEFAULT_ORDER_INDEX },
      replace: true,
    });
  },
});
