import { LANDING_PAGE_IDS } from '@shop/contracts';
import { createFileRoute } from '@tanstack/react-router';
import { homeHead } from '../features/home/home-head';
import { landingHead, loadLanding } from '../features/landing/landing-route';
import { LandingPage } from '../features/landing/LandingPage';

export const Route = createFileRoute('/')({
  loader: async ({ context: { queryClient, origin } }) => {
    const page = await loadLanding(queryClient, LANDING_PAGE_IDS.home);
    const head = landingHead(page, origin, '/');
    // Structured data is for crawlers, which read the server's page (whose loader data the
    // browser hydrates with); a move within the shop has no use for it, so the browser's
    // script does not carry it.
    return { head: import.meta.env.SSR ? homeHead(head, origin) : head };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  codeSplitGroupings: [['loader', 'component']],
  component: HomeRoute,
});

/** The home page is landing page 1 (docs/rules-storefront.md "Routes"). */
function HomeRoute() {
  return <LandingPage id={LANDING_PAGE_IDS.home} testId="home" />;
}
