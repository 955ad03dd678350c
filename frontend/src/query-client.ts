import { QueryClient } from '@tanstack/react-query';

/** How long data the server rendered the page with counts as fresh in the browser. */
export const SERVER_DATA_FRESH_MS = 60_000;

/**
 * Server state settings of docs/rules-storefront.md "Calls": no refetch on window focus; one retry
 * for reads. Data that arrived with a server-rendered page (fetched before this client started)
 * stays fresh for a minute, so hydrating never asks again for what the server just fetched;
 * everything fetched in the browser keeps React Query's default of refetching when next used.
 */
export function createQueryClient(): QueryClient {
  const startedAt = Date.now();
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: 1,
        staleTime: (query) =>
          query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < startedAt
            ? SERVER_DATA_FRESH_MS
            : 0,
      },
      mutations: { retry: 0 },
    },
  });
}
