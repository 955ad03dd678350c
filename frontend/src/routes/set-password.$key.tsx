import { createFileRoute } from '@tanstack/react-router';
import { PasswordKeyPage } from '../features/account/PasswordKeyPage';

/** `/set-password/:key` (title Set Password; never redirects, spec 001 §2.1). */
export const Route = createFileRoute('/set-password/$key')({
  ssr: false,
  head: () => ({
    meta: [{ title: 'Set Password | Posy' }, { name: 'robots', content: 'noindex' }],
  }),
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { key } = Route.useParams();
  return <PasswordKeyPage purpose="set" keyValue={key} />;
}
