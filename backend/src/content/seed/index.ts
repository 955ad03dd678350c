import { ABOUT_PAGES } from './about-pages.data';
import { CAMPAIGN_PAGES } from './campaign-pages.data';
import { CARE_PAGES } from './care-pages.data';
import { FAQ_PAGE } from './faq-page.data';
import { GREETINGS_CARDS_MODULES } from './greetings-cards-modules.data';
import { HAMPER_MODULES } from './hamper-modules.data';
import { HELP_PAGES } from './help-pages.data';
import { HOME_MODULES } from './home-modules.data';
import { SEED_LANDING_PAGES } from './landing-pages.data';
import { HOME_LIVE_MODULES } from './live-modules.data';
import { SCHEME_PAGES } from './scheme-pages.data';
import { TERMS_PAGE } from './terms-page.data';
import type { SeedContentPage, SeedLanding } from './seed-types';
import { WHY_CHOOSE_PAGES } from './why-choose-pages.data';

/**
 * The content seed. Ids: landing pages 1–3 (docs/rules-storefront.md "Routes"); modules
 * page × 100 + n; navigation items 1–6 at the top, their children parent × 100 + n; content
 * pages 1–24, their sections page × 100 + n; journal posts and customer stories from 1.
 */
export { SEED_LANDING_PAGES } from './landing-pages.data';
export { SEED_NAVIGATION } from './navigation.data';
export { SEED_JOURNAL_POSTS } from './journal-posts.data';
export { SEED_CUSTOMER_STORIES } from './customer-stories.data';
export type * from './seed-types';

const V1_MODULES_BY_PAGE: Record<number, SeedLanding['modules']> = {
  1: HOME_MODULES,
  2: HAMPER_MODULES,
  3: GREETINGS_CARDS_MODULES,
};

/** `content-v1`: each landing page with the modules it was first seeded with. */
export const CONTENT_V1_LANDINGS: SeedLanding[] = SEED_LANDING_PAGES.map((page) => ({
  page,
  modules: V1_MODULES_BY_PAGE[page.id] ?? [],
}));

/** `content-v2`: the modules it adds to landing pages, after those already there. */
export const CONTENT_V2_MODULES: { pageId: number; modules: SeedLanding['modules'] }[] = [
  { pageId: 1, modules: HOME_LIVE_MODULES },
];

/** Each landing page with every seeded module, in display order. */
export const SEED_LANDINGS: SeedLanding[] = CONTENT_V1_LANDINGS.map(({ page, modules }) => ({
  page,
  modules: [
    ...modules,
    ...CONTENT_V2_MODULES.filter((added) => added.pageId === page.id).flatMap((a) => a.modules),
  ],
}));

/** Every content page (`content-v2`), in sitemap order. */
export const SEED_CONTENT_PAGES: SeedContentPage[] = [
  ...ABOUT_PAGES,
  ...WHY_CHOOSE_PAGES,
  ...HELP_PAGES,
  FAQ_PAGE,
  TERMS_PAGE,
  ...SCHEME_PAGES,
  ...CARE_PAGES,
  ...CAMPAIGN_PAGES,
];
