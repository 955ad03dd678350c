import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/support/SignInPage';

/** `/support/sign-in`: outside the staff-only frame, so a signed-out agent can reach it. */
export const Route = createFileRoute('/support_/sign-in')({
  // Rendered in the browser only: staff only, never part of a page a shared cache may keep.
  ssr: false,
  component: SignInPage,
});
