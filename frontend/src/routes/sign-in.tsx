import { createFileRoute } from '@tanstack/react-router';
import { validateRedirectSearch } from '../features/account/redirect-search';
import { SignInPage } from '../features/account/SignInPage';

/**
 * `/sign-in` (docs/rules-storefront.md "Signing in and out"): guests only; `?redirect=` is where to
 * go back to afterwards.
 */
export const Route = createFileRoute('/sign-in')({
  // One shopper's sign-in, never part of a page a shared cache may keep.
  ssr: false,
  validateSearch: validateRedirectSearch,
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInPage redirect={redirect} />;
}
