import type { CheckoutState } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../../api/fetch-data';

/**
 * `checkoutQueryOptions()` of api/basket.queries for the header button: the same key and call,
 * so they share one cache entry, without pulling the basket mutations into the home page's
 * initial JavaScript. basket-count-query.spec.ts keeps the two in step.
 */
export const basketCountQueryOptions = () =>
  queryOptions({
    queryKey: ['checkout', 'state'] as const,
    queryFn: ({ signal }) => fetchData<CheckoutState>('/api/checkout/get', signal),
  });
