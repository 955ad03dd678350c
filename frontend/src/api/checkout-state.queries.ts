import type { CheckoutState } from '@shop/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchData } from '../http/fetch-data';

/**
 * The checkout's base keys and `GET /api/checkout/get`, for the header's basket count. Kept apart
 * from checkout.queries.ts (which builds on them and re-exports them) so the home page gets the
 * count without the checkout's other calls and mutations (its JavaScript budget,
 * docs/benchmarks.md "Budgets").
 */
export const checkoutKeys = {
  /** Every checkout answer: a basket change invalidates this prefix. */
  all: ['checkout'] as const,
  state: () => [...checkoutKeys.all, 'state'] as const,
  withRedirect: () => [...checkoutKeys.all, 'with-redirect'] as const,
};

/** `GET /api/checkout/get`: the session's basket. */
export const checkoutQueryOptions = () =>
  queryOptions({
    queryKey: checkoutKeys.state(),
    queryFn: ({ signal }) => fetchData<CheckoutState>('/api/checkout/get', signal),
  });

/**
 * A call that changed the basket answered with its new state (a gift card or points put on or
 * taken off): the pages showing the basket, and the header, read it at once.
 */
export function keepCheckoutState(queryClient: QueryClient, state: CheckoutState | undefined) {
  if (!state) return;
  queryClient.setQueryData(checkoutKeys.state(), state);
  queryClient.setQueryData(checkoutKeys.withRedirect(), state);
}
