import { createFileRoute, notFound } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { parseOrderIndex } from '../features/checkout/order-index';

export const Route = createFileRoute('/checkout/$orderIndex')({
  params: {
    parse: ({ orderIndex }) => {
      const index = parseOrderIndex(orderIndex);
      if (index === null) throw notFound();
      return { orderIndex: index };
    },
    stringify: ({ orderIndex }) => ({ orderIndex: String(orderIndex) }),
  },
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { orderIndex } = Route.useParams();
  return <CheckoutPage orderIndex={orderIndex} />;
}
