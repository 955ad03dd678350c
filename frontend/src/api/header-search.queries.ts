import type { HeaderInfo, SearchSuggestion } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, catalogueKeys, path } from './catalogue-keys';
import { fetchData } from '../http/fetch-data';

// The header's calls (on every page, so in the first script) and the search page's, which shares
// the suggestions' call; the rest of the catalogue's are in catalogue.queries.ts.

/** `GET /api/landing-page/header`: the earliest available delivery date. */
export const headerInfoQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.header(),
    queryFn: ({ signal }) => fetchData<HeaderInfo>('/api/landing-page/header', signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/search/products?term=&limit=`: header suggestions (4) or the search page. */
export const searchProductsQueryOptions = (term: string, limit = 4) =>
  queryOptions({
    queryKey: catalogueKeys.search(term, limit),
    queryFn: ({ signal }) =>
      fetchData<SearchSuggestion[]>(path`/api/search/products?term=${term}&limit=${limit}`, signal),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  });
