import { createFileRoute } from '@tanstack/react-router';
import { OrderHistoryPage } from '../features/customer-orders/OrderHistoryPage';

/** `/account/order-history`: the signed-in customer's orders (spec 001 §2.1). */
export const Route = createFileRoute('/account/order-history')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Order History | Posy' }] }),
  component: OrderHistoryPage,
});
