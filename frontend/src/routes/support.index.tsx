import { createFileRoute } from '@tanstack/react-router';
import { BasketSearchPage } from '../features/support/BasketSearchPage';

/** `/support?query=…`: find a basket; the query is kept in the URL so Back works. */
export const Route = createFileRoute('/support/')({
  validateSearch: (search: Record<string, unknown>): { query?: string } =>
    typeof search.query === 'string' && search.query.trim() ? { query: search.query.trim() } : {},
  component: SupportSearchRoute,
});

function SupportSearchRoute() {
  const { query = '' } = Route.useSearch();
  return <BasketSearchPage query={query} />;
}
