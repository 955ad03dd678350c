import { createFileRoute } from '@tanstack/react-router';
import { ReferralLanding } from '../features/account/ReferralLanding';

/** `/refer/:referralToken`: a friend's link; the shopper signs up with the referral kept. */
export const Route = createFileRoute('/refer/$referralToken')({
  ssr: false,
  component: ReferralRoute,
});

function ReferralRoute() {
  const { referralToken } = Route.useParams();
  return <ReferralLanding token={referralToken} />;
}
