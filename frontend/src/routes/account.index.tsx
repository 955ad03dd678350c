import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../features/account/AccountFrame';
import { AccountHomePage } from '../features/account/AccountHomePage';

/** `/account`: the account home, inside the guarded account frame (spec 001 §2.1, §2.10). */
export const Route = createFileRoute('/account/')({
  // One customer's own pages: rendered in their browser, never by the server.
  ssr: false,
  component: AccountHomeRoute,
});

function AccountHomeRoute() {
  return (
    <AccountFrame>
      <AccountHomePage />
    </AccountFrame>
  );
}
