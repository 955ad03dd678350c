import { createFileRoute } from '@tanstack/react-router';
import { orderCompleteQueryOptions } from '../api/orders.queries';
import { leaveFailureToPage } from '../api/page-failure';
import { OrderCompletePage } from '../features/order-complete/OrderCompletePage';

export const Route = createFileRoute('/order-complete')({
  // Rendered in the browser only: one shopper's purchase, never part of a page a shared cache may keep.
  ssr: false,
  // Read afresh: the purchase just paid for, never an answer cached before paying.
  loader: ({ context: { queryClient } }) =>
    queryClient
      .fetchQuery({ ...orderCompleteQueryOptions(), staleTime: 0 })
      .catch(leaveFailureToPage),
  codeSplitGroupings: [['loader', 'component']],
  component: OrderCompletePage,
});
