import { createFileRoute } from '@tanstack/react-router';
import { leaveFailureToPage } from '../api/page-failure';
import { basketSearchQueryOptions, ensureStaff } from '../api/support.queries';
import { BasketSearchPage } from '../features/support/BasketSearchPage';

/** `/support?query=…`: find a basket; the query is kept in the URL so Back works. */
export const Route = createFileRoute('/support/')({
  validateSearch: (search: Record<string, unknown>): { query?: string } =>
    typeof search.query === 'string' && search.query.trim() ? { query: search.query.trim() } : {},
  loaderDeps: ({ search }) => ({ query: search.query ?? '' }),
  loader: async ({ context: { queryClient }, deps: { query } }) => {
    if (query && (await ensureStaff(queryClient))) {
      await queryClient.ensureQueryData(basketSearchQueryOptions(query)).catch(leaveFailureToPage);
    }
  },
  codeSplitGroupings: [['loader', 'component']],
  component: SupportSearchRoute,
});

function SupportSearchRoute() {
  const { query = '' } = Route.useSearch();
  return <BasketSearchPage query={query} />;
}
