import { createFileRoute } from '@tanstack/react-router';
import { PasswordKeyPage } from '../features/account/PasswordKeyPage';

/** `/forgot-password/:key` (title Reset Password; a wrong or used key goes to /forgot-password). */
export const Route = createFileRoute('/forgot-password_/$key')({
  ssr: false,
  head: () => ({
    meta: [{ title: 'Reset Password | Posy' }, { name: 'robots', content: 'noindex' }],
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { key } = Route.useParams();
  return <PasswordKeyPage purpose="reset" keyValue={key} />;
}
