import { createFileRoute } from '@tanstack/react-router';
import { checkoutWithRedirectQueryOptions } from '../api/checkout.queries';
import { leaveFailureToPage } from '../api/page-failure';
import { PaymentPage } from '../features/checkout/PaymentPage';

export const Route = createFileRoute('/payment')({
  loader: ({ context: { queryClient } }) =>
    queryClient.ensureQueryData(checkoutWithRedirectQueryOptions()).catch(leaveFailureToPage),
  codeSplitGroupings: [['loader', 'component']],
  component: PaymentPage,
});
