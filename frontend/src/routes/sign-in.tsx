import { createFileRoute } from '@tanstack/react-router';
import { validateRedirectSearch } from '../features/account/account-paths';
import { SignInPage } from '../features/account/SignInPage';

/** `/sign-in` (spec 001 §4): guests only; `?redirect=` is where to go back to afterwards. */
export const Route = createFileRoute('/sign-in')({
  // One shopper's sign-in, never part of a page a shared cache may keep.
  ssr: false,
  validateSearch: validateRedirectSearch,
  head: () => ({ meta: [{ title: 'Sign In | Posy' }, { name: 'robots', content: 'noindex' }] }),
  component: SignInRoute,
});

function SignInRoute() {
  const { redirect } = Route.useSearch();
  return <SignInPage redirect={redirect} />;
}
