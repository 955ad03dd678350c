import { createFileRoute } from '@tanstack/react-router';
import { SignInLinkPage } from '../features/account/SignInLinkPage';

/** `/sign-in/email/:token`: the emailed magic link signs this browser in. */
export const Route = createFileRoute('/sign-in_/email/$token')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Sign In | Posy' }, { name: 'robots', content: 'noindex' }] }),
  component: SignInLinkRoute,
});

function SignInLinkRoute() {
  const { token } = Route.useParams();
  return <SignInLinkPage token={token} />;
}
