import { createFileRoute } from '@tanstack/react-router';
import { SignUpConfirmPage } from '../features/account/SignUpConfirmPage';

/** `/sign-up/confirm/:key`: the link a sign-up mailed makes the account and signs in. */
export const Route = createFileRoute('/sign-up_/confirm/$key')({
  ssr: false,
  component: SignUpConfirmRoute,
});

function SignUpConfirmRoute() {
  const { key } = Route.useParams();
  return <SignUpConfirmPage signUpKey={key} />;
}
