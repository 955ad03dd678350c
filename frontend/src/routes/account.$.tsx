import { createFileRoute } from '@tanstack/react-router';
import { AccountSubPage } from '../features/account-area/account-pages';

/**
 * `/account` and `/account/...`: every account page (docs/rules-storefront.md "Routes");
 * `account-pages.tsx` says which page a path is, and puts the signed-in-only ones in the guarded
 * frame. `?saved` after a reminder is saved.
 */
export const Route = createFileRoute('/account/$')({
  ssr: false,
  validateSearch: (search: Record<string, unknown>): { saved?: true } =>
    search.saved === true || search.saved === 'true' ? { saved: true } : {},
  component: AccountSubRoute,
});

function AccountSubRoute() {
  const { _splat } = Route.useParams();
  const { saved } = Route.useSearch();
  return <AccountSubPage splat={_splat ?? ''} saved={saved === true} />;
}
