import { createFileRoute, redirect } from '@tanstack/react-router';
import { checkoutWithRedirectQueryOptions } from '../api/checkout.queries';
import { leaveFailureToPage } from '../api/page-failure';
import { paymentConfigQueryOptions } from '../api/payment.queries';
import { paymentDetour } from '../features/checkout/payment-detour';
import { PaymentPage } from '../features/checkout/PaymentPage';

export const Route = createFileRoute('/payment')({
  // Rendered in the browser only: one shopper's payment, never part of a page a shared cache may keep.
  ssr: false,
  loader: async ({ context: { queryClient } }) => {
    // Which card form to show; a failure is shown in the form's place.
    void queryClient.prefetchQuery(paymentConfigQueryOptions());
    // Read afresh, not from the cache: whether the basket may pay is decided on what it is now.
    const state = await queryClient
      .fetchQuery(checkoutWithRedirectQueryOptions())
      .catch(leaveFailureToPage);
    // No answer: the page says why; no orders: the answer's redirect has gone home.
    if (!state || state.purchase.orders.length === 0) return;
    const detour = await paymentDetour(queryClient, state).catch(leaveFailureToPage);
    if (detour) {
      // docs/rules-checkout.md "Screens", "Calls": an order that is not ready opens its checkout
      // page, errors shown.
      throw redirect({
        to: '/checkout/$orderIndex',
        params: { orderIndex: detour.orderIndex },
        state: detour.editing ? { editing: detour.editing } : {},
        replace: true,
      });
    }
  },
  // The loader's calls stay out of the home page's JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  component: PaymentPage,
});
