import { createFileRoute } from '@tanstack/react-router';
import { AccountHomePage } from '../features/account/AccountHomePage';

/** `/account`: the account home. */
export const Route = createFileRoute('/account/')({
  ssr: false,
  head: () => ({ meta: [{ title: 'My Account | Posy' }] }),
  component: AccountHomePage,
});
