import { LANDING_PAGE_IDS } from '@shop/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { landingHead, loadLanding } from '../features/landing/landing-route';
import { LandingPage } from '../features/landing/LandingPage';

export const Route = createFileRoute('/greetings-cards')({
  loader: async ({ context: { queryClient, origin } }) => {
    const page = await loadLanding(queryClient, LANDING_PAGE_IDS.greetingsCards);
    return { head: landingHead(page, origin, '/greetings-cards') };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: GreetingsCardsRoute,
});

/** Greetings cards is landing page 3 (docs/rules-storefront.md "Routes"). */
function GreetingsCardsRoute() {
  return <LandingPage id={LANDING_PAGE_IDS.greetingsCards} testId="greetings-cards" />;
}
