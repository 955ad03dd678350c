import type { PostcodeCheckResponse } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '../http/fetch-data';

/** Query keys of the postcode check (docs/rules-checkout.md "Calls"). */
export const postcodeKeys = {
  all: ['postcode'] as const,
  check: (methodId: string, postcode: string) => [...postcodeKeys.all, methodId, postcode] as const,
};

/** `GET /api/postcode/check/{methodId}/{postcode}`. */
export function checkPostcode(methodId: string, postcode: string, signal?: AbortSignal) {
  return fetchData<PostcodeCheckResponse>(
    `/api/postcode/check/${encodeURIComponent(methodId)}/${encodeURIComponent(postcode)}`,
    signal,
  );
}

/** The postcode check as a query, for a postcode already known (an order's recipient's). */
export const postcodeCheckQueryOptions = (methodId: string, postcode: string) =>
  queryOptions({
    queryKey: postcodeKeys.check(methodId, postcode),
    queryFn: ({ signal }) => checkPostcode(methodId, postcode, signal),
    staleTime: 5 * 60 * 1000,
  });
