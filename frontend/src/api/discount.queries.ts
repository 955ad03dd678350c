import type { AffiliateRequest, DiscountCodeBody, DiscountState } from '@shop/contracts';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { calendarKeys } from './calendar.queries';
import { checkoutKeys } from './checkout-state.queries';
import { fetchData } from '../http/fetch-data';
import { jsonBody, request } from '../http/request';

/**
 * Query keys of discount codes (docs/rules-checkout.md "Calls"), under the checkout's: every change
 * to the basket (an order added or removed, an extra, a pot) reads the code's state again, since it
 * may have started or stopped qualifying.
 */
export const discountKeys = {
  all: [...checkoutKeys.all, 'discount'] as const,
  state: () => [...discountKeys.all, 'state'] as const,
};

/** `GET /api/discount/get`: the basket's code and what it says. */
export const discountQueryOptions = () =>
  queryOptions({
    queryKey: discountKeys.state(),
    queryFn: ({ signal }) => fetchData<DiscountState>('/api/discount/get', signal),
  });

/**
 * A code went on or off: the discount box reads the answer at once; the basket's prices, and the
 * calendar (docs/rules-checkout.md "Calendar": it is fetched again when the code changes), are read
 * again.
 */
export function discountChanged(queryClient: QueryClient, state: DiscountState | undefined) {
  if (state) queryClient.setQueryData(discountKeys.state(), state);
  // The basket's prices; the code's own state was just answered.
  void queryClient.invalidateQueries({
    queryKey: checkoutKeys.all,
    predicate: (query) => query.queryKey[1] !== discountKeys.all[1],
  });
  void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
}

/**
 * `POST /api/discount/apply` with the code as a bare JSON string (docs/rules-checkout.md "Calls").
 */
export function useApplyDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'apply'],
    mutationFn: (code: DiscountCodeBody) =>
      request<DiscountState>('/api/discount/apply', {
        method: 'POST',
        body: jsonBody<DiscountCodeBody>(code),
      }),
    onSuccess: (state) => discountChanged(queryClient, state),
  });
}

/** `GET /api/discount/remove`. */
export function useRemoveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountKeys.all, 'remove'],
    mutationFn: () => request<DiscountState>('/api/discount/remove'),
    onSuccess: (state) => discountChanged(queryClient, state),
  });
}

/** `POST /api/affiliate` {affiliateId}: the affiliate's code, or a warning. */
export const applyAffiliate = (affiliateId: string) =>
  request<DiscountState>('/api/affiliate', {
    method: 'POST',
    body: jsonBody<AffiliateRequest>({ affiliateId }),
  });
