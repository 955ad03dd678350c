import { createFileRoute } from '@tanstack/react-router';
import { validateRedirectSearch } from '../features/account/account-paths';
import { SignUpPage } from '../features/account/SignUpPage';

/** `/sign-up`: a new customer account (guests only). */
export const Route = createFileRoute('/sign-up')({
  ssr: false,
  validateSearch: validateRedirectSearch,
  head: () => ({ meta: [{ title: 'Create an Account | Posy' }] }),
  component: SignUpRoute,
});

function SignUpRoute() {
  const { redirect } = Route.useSearch();
  return <SignUpPage redirect={redirect} />;
}
