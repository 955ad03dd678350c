import { createFileRoute } from '@tanstack/react-router';
import { leaveFailureToPage } from '../api/page-failure';
import { basketHistoryQueryOptions, ensureStaff } from '../api/support.queries';
import { BasketPage } from '../features/support/BasketPage';

/** `/support/baskets/$basketId?version=N`: history, replay at version N (default latest), audit. */
export const Route = createFileRoute('/support/baskets/$basketId')({
  validateSearch: (search: Record<string, unknown>): { version?: number } => {
    const version = Number(search.version);
    return Number.isInteger(version) && version >= 0 ? { version } : {};
  },
  loader: async ({ context: { queryClient }, params: { basketId }, preload }) => {
    // Opening a basket's history is audited: a hover or focus on a search result preloads the
    // route, and must not record that the agent opened the basket. Only a real visit loads it.
    if (preload) return;
    if (!(await ensureStaff(queryClient))) return;
    await queryClient
      .ensureQueryData(basketHistoryQueryOptions(basketId))
      .catch(leaveFailureToPage);
  },
  codeSplitGroupings: [['loader', 'component']],
  component: SupportBasketRoute,
});

function SupportBasketRoute() {
  const { basketId } = Route.useParams();
  const { version } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BasketPage
      basketId={basketId}
      version={version}
      // Stepping replaces the entry, so Back leaves the basket rather than undoing each step.
      onVersionChange={(next) => void navigate({ search: { version: next }, replace: true })}
    />
  );
}
