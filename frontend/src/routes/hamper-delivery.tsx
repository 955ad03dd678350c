import { LANDING_PAGE_IDS } from '@shop/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { landingHead, loadLanding } from '../features/landing/landing-route';
import { LandingPage } from '../features/landing/LandingPage';

export const Route = createFileRoute('/hamper-delivery')({
  loader: async ({ context: { queryClient, origin } }) => {
    const page = await loadLanding(queryClient, LANDING_PAGE_IDS.hamperDelivery);
    return { head: landingHead(page, origin, '/hamper-delivery') };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: HamperDeliveryRoute,
});

/** Hamper delivery is landing page 2 (docs/rules-storefront.md "Routes"). */
function HamperDeliveryRoute() {
  return <LandingPage id={LANDING_PAGE_IDS.hamperDelivery} testId="hamper-delivery" />;
}
