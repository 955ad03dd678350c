import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/account/VerifyEmailPage';

/** `/account/edit-details/verify/:key`: outside the account frame, so no sign-in is needed. */
export const Route = createFileRoute('/account_/edit-details/verify/$key')({
  ssr: false,
  head: () => ({
    meta: [{ title: 'Verify Email Address | Posy' }, { name: 'robots', content: 'noindex' }],
  }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { key } = Route.useParams();
  return <VerifyEmailPage keyValue={key} />;
}
