import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { searchProductsQueryOptions } from '../api/header-search.queries';
import { NON_OK_MESSAGE } from '../http/request-messages';
import { SearchErrorPage, SearchResultsPage } from '../features/search/SearchResultsPage';
import {
  isSearchableLength,
  parseSearchString,
  SEARCH_RESULTS_LIMIT,
  SEARCH_TOO_LONG_MESSAGE,
} from '../features/search/search-rules';
import { isChunkLoadError } from '../pages/chunk-reload';
import { ErrorPage } from '../pages/ErrorPage';

/**
 * `/search?searchString=…` (docs/rules-storefront.md "Routes"): the header's search, up to 48
 * products.
 */
export const Route = createFileRoute('/search')({
  validateSearch: (search: Record<string, unknown>): { searchString: string } => ({
    searchString: parseSearchString(search.searchString),
  }),
  loaderDeps: ({ search }) => ({ term: search.searchString.trim() }),
  loader: async ({ context, deps }) => {
    // A term the API would refuse is the page's to explain, not a failed page.
    if (deps.term && isSearchableLength(deps.term)) {
      await context.queryClient.ensureQueryData(
        searchProductsQueryOptions(deps.term, SEARCH_RESULTS_LIMIT),
      );
    }
  },
  // Result lists are for shoppers; search engines follow their links but do not list them.
  head: () => ({
    meta: [{ title: 'Search | Posy' }, { name: 'robots', content: 'noindex, follow' }],
  }),
  // The loader, page and error page load with the route, not in every page's first script.
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
  component: SearchRoute,
  errorComponent: SearchRouteError,
});

function SearchRoute() {
  const { term } = Route.useLoaderDeps();
  if (!isSearchableLength(term))
    return <SearchErrorPage term={term} message={SEARCH_TOO_LONG_MESSAGE} />;
  return <SearchResultsPage term={term} />;
}

/** A failed search keeps the form on screen; a page whose files are gone reloads as usual. */
function SearchRouteError({ error }: ErrorComponentProps) {
  const { term } = Route.useLoaderDeps();
  if (isChunkLoadError(error)) return <ErrorPage error={error} />;
  const message = error instanceof Error && error.message ? error.message : NON_OK_MESSAGE;
  return <SearchErrorPage term={term} message={message} />;
}
