import { createFileRoute, redirect } from '@tanstack/react-router';
import { DEFAULT_ORDER_INDEX } from '../features/checkout/order-index';

/** A bare /checkout opens the first order (spec 000 §2: "numbered from 1 (default 1)"). */
export const Route = createFileRoute('/checkout/')({
  beforeLoad: () => {
    throw redirect({
      to: '/checkout/$orderIndex',
      params: { orderIndex: DEFAULT_ORDER_INDEX },
      replace: true,
    });
  },
});
