import { createFileRoute } from '@tanstack/react-router';
import { AccountFrame } from '../features/account/AccountFrame';

/**
 * `/account/...` (spec 001 §2.1, §2.10): the signed-in customer's pages inside one frame that
 * guards them (a spinner while the session is unknown, guests sent to sign in).
 */
export const Route = createFileRoute('/account')({
  // One customer's own pages: rendered in their browser, never by the server.
  ssr: false,
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  component: AccountFrame,
});
