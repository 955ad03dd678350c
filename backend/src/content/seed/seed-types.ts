import type {
  ContentPage,
  ContentSection,
  CustomerStory,
  IsoDate,
  LandingModuleBase,
  LandingPage,
  ModuleImage,
  NavigationItem,
} from '@shop/contracts';
import type { PageExtras } from '../domain/content-pages';
import type { ModuleContent } from '../domain/landing-modules';

/**
 * The shape of the content seed: plain data the content seeder turns into rows. Ids are stable
 * so tests can rely on them.
 */

/** A landing page and the route that shows it; its hero comes with `content-v3`. */
export interface SeedLandingPage extends Omit<LandingPage, 'hero'> {
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

/** A section of a content page, in display order. */
export type SeedSection = ContentSection;

/** A content page with its sections; ids are stable (sections: page id × 100 + n). */
export interface SeedContentPage extends Pick<
  ContentPage,
  | 'slug'
  | 'title'
  | 'seoTitle'
  | 'seoDescription'
  | 'heading'
  | 'intro'
  | 'image'
  | 'updatedOn'
  | 'sectionRoutes'
  | 'sections'
> {
  id: number;
  extras: PageExtras;
}

/** A journal post. */
export interface SeedJournalPost {
  id: number;
  slug: string;
  title: string;
  publishedOn: IsoDate;
  author: string;
  image: ModuleImage;
  excerpt: string;
  html: string;
}

/** A customer story, in display order. */
export interface SeedCustomerStory extends CustomerStory {
  id: number;
}
