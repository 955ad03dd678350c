import { createFileRoute } from '@tanstack/react-router';
import { PasswordKeyPage } from '../features/account/PasswordKeyPage';

/**
 * `/set-password/:key` (title Set Password; never redirects, docs/rules-storefront.md "Routes").
 */
export const Route = createFileRoute('/set-password/$key')({
  ssr: false,
  component: SetPasswordRoute,
});

function SetPasswordRoute() {
  const { key } = Route.useParams();
  return <PasswordKeyPage purpose="set" keyValue={key} />;
}
