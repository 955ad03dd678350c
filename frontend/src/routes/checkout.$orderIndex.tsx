import { createFileRoute, notFound } from '@tanstack/react-router';
import { checkoutWithRedirectQueryOptions } from '../api/checkout.queries';
import { leaveFailureToPage } from '../api/page-failure';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { parseOrderIndex } from '../features/checkout/order-index';

export const Route = createFileRoute('/checkout/$orderIndex')({
  // Rendered in the browser only: one shopper's basket, never part of a page a shared cache may keep.
  ssr: false,
  params: {
    parse: ({ orderIndex }) => {
      const index = parseOrderIndex(orderIndex);
      if (index === null) throw notFound();
      return { orderIndex: index };
    },
    stringify: ({ orderIndex }) => ({ orderIndex: String(orderIndex) }),
  },
  // docs/rules-checkout.md "Screens": data is reloaded only when orderIndex changes; the cache
  // decides the rest.
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(checkoutWithRedirectQueryOptions()).catch(leaveFailureToPage),
  codeSplitGroupings: [['loader', 'component']],
  component: CheckoutRoute,
});

function CheckoutRoute() {
  const { orderIndex } = Route.useParams();
  return <CheckoutPage orderIndex={orderIndex} />;
}
