import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isServerRender } from '../http/api-transport';

/**
 * Data a page shows below its main content. In the browser the loader starts fetching it and
 * moves on; the server waits for it, so the page arrives whole (for readers without JavaScript
 * and for search engines) and hydrates with exactly what the server drew. A failure is left to
 * the component that shows the data, as in the browser.
 */
export async function prefetchForPage<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<void> {
  const prefetching = queryClient.prefetchQuery(options);
  if (isServerRender()) await prefetching;
}
