import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../features/support/SignInPage';

/** `/support/sign-in`: outside the staff-only frame, so a signed-out agent can reach it. */
export const Route = createFileRoute('/support_/sign-in')({
  component: SignInPage,
});
