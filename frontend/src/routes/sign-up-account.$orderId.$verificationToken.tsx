import { createFileRoute } from '@tanstack/react-router';
import { SignUpFromOrderPage } from '../features/customer-orders/SignUpFromOrderPage';

/** `/sign-up-account/:orderId/:verificationToken`: a guest's order becomes an account. */
export const Route = createFileRoute('/sign-up-account/$orderId/$verificationToken')({
  ssr: false,
  component: SignUpFromOrderRoute,
});

function SignUpFromOrderRoute() {
  const { orderId, verificationToken } = Route.useParams();
  return <SignUpFromOrderPage orderId={orderId} verificationToken={verificationToken} />;
}
