import { GREETINGS_CARDS_MODULES } from './greetings-cards-modules.data';
import { HAMPER_MODULES } from './hamper-modules.data';
import { HOME_MODULES } from './home-modules.data';
import { SEED_LANDING_PAGES } from './landing-pages.data';
import type { SeedLanding } from './seed-types';

/**
 * The content seed. Ids: landing pages 1–3 (spec 001 §2.1); modules page × 100 + n; navigation
 * items 1–6 at the top, their children parent × 100 + n.
 */
export { SEED_LANDING_PAGES } from './landing-pages.data';
export { SEED_NAVIGATION } from './navigation.data';
export type * from './seed-types';

const MODULES_BY_PAGE: Record<number, SeedLanding['modules']> = {
  1: HOME_MODULES,
  2: HAMPER_MODULES,
  3: GREETINGS_CARDS_MODULES,
};

/** Each landing page with its modules, in display order. */
export const SEED_LANDINGS: SeedLanding[] = SEED_LANDING_PAGES.map((page) => ({
  page,
  modules: MODULES_BY_PAGE[page.id] ?? [],
}));
