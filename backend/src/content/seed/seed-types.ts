import type { LandingModuleBase, LandingPage, NavigationItem } from '@shop/contracts';
import type { ModuleContent } from '../domain/landing-modules';

/**
 * The shape of the content seed: plain data the content seeder turns into rows. Ids are stable
 * so tests can rely on them.
 */

/** A landing page and the route that shows it. */
export interface SeedLandingPage extends LandingPage {
  path: string;
}

/** One module: what every module has, its type and its own content (product modules: a rule). */
export type SeedLandingModule = LandingModuleBase & ModuleContent;

/** A page with its modules in display order. */
export interface SeedLanding {
  page: SeedLandingPage;
  modules: SeedLandingModule[];
}

/** A navigation item with its children in display order. */
export interface SeedNavigationItem extends Omit<NavigationItem, 'children'> {
  id: number;
  children: SeedNavigationItem[];
}
