import type { CheckoutState, PointsLedger, PointsResponse } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountKeys } from './account.queries';
import { checkoutKeys, keepCheckoutState } from './checkout-state.queries';
import { fetchData } from '../http/fetch-data';
import { request } from '../http/request';

/**
 * Query keys of Posy Points (docs/rules-checkout.md "Posy Points", "Calls"). The basket's points
 * sit under the checkout's keys: every basket change, and a discount code going on or off
 * (docs/rules-checkout.md "Posy Points": points are re-evaluated when the code changes), reads them
 * again. The ledger is the account's.
 */
export const pointsKeys = {
  all: [...checkoutKeys.all, 'posy-points'] as const,
  basket: () => [...pointsKeys.all, 'get'] as const,
  redeem: () => [...pointsKeys.all, 'redeem'] as const,
  remove: () => [...pointsKeys.all, 'remove'] as const,
  ledger: () => [...accountKeys.all, 'points'] as const,
};

/** `GET /api/checkout/posy-points/get`: the customer's points and what this basket may take. */
export const basketPointsQueryOptions = () =>
  queryOptions({
    queryKey: pointsKeys.basket(),
    queryFn: ({ signal }) => fetchData<PointsResponse>('/api/checkout/posy-points/get', signal),
  });

/** `GET /api/account/points`: the signed-in customer's balance and history, newest first. */
export const pointsLedgerQueryOptions = () =>
  queryOptions({
    queryKey: pointsKeys.ledger(),
    queryFn: ({ signal }) => fetchData<PointsLedger>('/api/account/points', signal),
  });

/** The checkout answers that are the basket itself, replaced from a redeem's or remove's answer. */
const BASKET_READS: readonly unknown[] = [checkoutKeys.state()[1], checkoutKeys.withRedirect()[1]];

/**
 * Points went on or off the basket: the answer is the new checkout state, shown at once (the
 * header, the payment page, the sidebar); every other checkout answer (the discount code's
 * messages, the points, the orders' checks) is read again, since totals changed.
 */
export function pointsChanged(queryClient: QueryClient, state: CheckoutState | undefined) {
  if (!state) return;
  keepCheckoutState(queryClient, state);
  void queryClient.invalidateQueries({
    queryKey: checkoutKeys.all,
    predicate: (query) => !BASKET_READS.includes(query.queryKey[1]),
  });
}

/** A redeem or remove refused: what the basket may take is read again. */
function pointsRefused(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: pointsKeys.all });
}

/** `GET /api/checkout/posy-points/redeem` (no body): answers the checkout state with points on. */
export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: pointsKeys.redeem(),
    mutationFn: () => request<CheckoutState>('/api/checkout/posy-points/redeem'),
    onSuccess: (state) => pointsChanged(queryClient, state),
    onError: () => pointsRefused(queryClient),
  });
}

/** `GET /api/checkout/posy-points/remove` (no body): answers the checkout state without them. */
export function useRemovePoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: pointsKeys.remove(),
    mutationFn: () => request<CheckoutState>('/api/checkout/posy-points/remove'),
    onSuccess: (state) => pointsChanged(queryClient, state),
    onError: () => pointsRefused(queryClient),
  });
}
