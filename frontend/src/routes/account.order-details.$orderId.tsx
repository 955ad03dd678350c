import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsPage } from '../features/customer-orders/OrderDetailsPage';

/** `/account/order-details/:orderId`: one of the customer's orders in full (spec 001 §2.1). */
export const Route = createFileRoute('/account/order-details/$orderId')({
  ssr: false,
  head: ({ params }) => ({ meta: [{ title: `Order ${params.orderId} | Posy` }] }),
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailsPage orderId={orderId} />;
}
