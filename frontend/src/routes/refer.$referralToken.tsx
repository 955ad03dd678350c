import { createFileRoute } from '@tanstack/react-router';
import { ReferralLanding } from '../features/account/ReferralLanding';

/** `/refer/:referralToken`: a friend's link; the shopper signs up with the referral kept. */
export const Route = createFileRoute('/refer/$referralToken')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Join Posy | Posy' }, { name: 'robots', content: 'noindex' }] }),
  component: ReferralRoute,
});

function ReferralRoute() {
  const { referralToken } = Route.useParams();
  return <ReferralLanding token={referralToken} />;
}
