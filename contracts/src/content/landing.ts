import type { IsoDate } from '../common/dates';
import type { ListingProduct } from '../catalogue/catalogue';

/**
 * Landing pages and their modules (docs/rules-storefront.md "Landing pages", "Data shapes",
 * "Calls"): `/` is landing page 1, `/hamper-delivery` 2 and `/greetings-cards` 3. A module is drawn
 * only when the storefront knows its type and it is flagged for the shopper's device (`mobile`
 * below 768 px, `desktop` above).
 */

/** `GET /api/landing-page/{id}`. */
export interface LandingPage {
  id: number;
  /** The page title is this followed by the site name. */
  seoTitle: string;
  seoDescription: string;
  /** The page's visible heading (its `<h1>`), e.g. 'Flowers from £20.50 with a free personal card'. */
  heading: string;
  /** The social-card picture (a path on this site). */
  image: string;
  /**
   * The address the page's tracking is reported under (docs/rules-storefront.md "Landing page");
   * null when none.
   */
  email: string | null;
  /** Passed to every module: the page speaks to a shopper whose session has expired. */
  sessionExpired: boolean;
  /** What opens the page around its heading and picture; null for a page whose modules do. */
  hero: LandingHero | null;
}

/** A landing page's opening: a line above its heading, a sentence under it, and its buttons. */
export interface LandingHero {
  /** A few words above the heading ('Fresh from our florists'). */
  eyebrow: string;
  /** A sentence under the heading. */
  lead: string;
  /** One or two calls to action; the first is the main one. */
  actions: ModuleLink[];
}

/** Path parameters of `GET /api/landing-page/{id}` and `GET /api/landing-page/modules/{id}`. */
export interface LandingPageParams {
  /** The landing page's id, e.g. 1 for the home page. */
  id: number;
}

/** A link a module offers ('Shop all flowers' → `/category/flowers`). */
export interface ModuleLink {
  label: string;
  url: string;
}

/** A picture with its text alternative. */
export interface ModuleImage {
  src: string;
  alt: string;
}

/** What every module carries (docs/rules-storefront.md "Landing module"). */
export interface LandingModuleBase {
  id: number;
  title: string;
  /** Shown on phones. */
  mobile: boolean;
  /** Shown on tablets and desktops. */
  desktop: boolean;
}

/** Product rows read live from the catalogue when the modules are asked for. */
export type ProductModuleType =
  | 'FourProductCarousel'
  | 'ThreeProductCarousel'
  | 'FiveProductBestSeller'
  | 'AvailableSoonest'
  | 'GreetingsCardCarousel';

export interface ProductModule extends LandingModuleBase {
  type: ProductModuleType;
  products: ListingProduct[];
  link: ModuleLink | null;
}

/** Sanitised HTML written by the shop. */
export interface TextModule extends LandingModuleBase {
  type: 'Text';
  html: string;
}

export interface NotificationBannerModule extends LandingModuleBase {
  type: 'NotificationBanner';
  message: string;
  link: ModuleLink | null;
}

/** A picture, a few words and a link: the banner modules. */
export type BannerModuleType =
  | 'GiftCardBanner'
  | 'SunflowerSeedsBanner'
  | 'SweetPeaSeedsBanner'
  | 'GreetingsCardBanner'
  | 'GreetingsCardHero'
  | 'GreetingsCardBlooms';

export interface BannerModule extends LandingModuleBase {
  type: BannerModuleType;
  text: string;
  image: ModuleImage;
  link: ModuleLink;
}

/** Picture tiles that each lead somewhere. */
export type TileModuleType =
  | 'Categories'
  | 'GreetingsCardCategories'
  | 'GreetingsCardPopularMoments'
  | 'GreetingsCardShopByOccasion';

export interface TileModule extends LandingModuleBase {
  type: TileModuleType;
  tiles: { name: string; url: string; image: ModuleImage }[];
}

/** Short points, each a heading and a sentence. */
export type PointsModuleType = 'USPs' | 'GreetingsCardReasons' | 'GreetingsCardWhyChoose';

export interface PointsModule extends LandingModuleBase {
  type: PointsModuleType;
  points: { title: string; text: string }[];
}

export interface ThreeColumnBoxesModule extends LandingModuleBase {
  type: 'ThreeColumnBoxes';
  boxes: { title: string; text: string; image: ModuleImage; link: ModuleLink }[];
}

/** `WhyChooseFlowers`, `WhyChoosePlants`, `WhyChooseChristmasHampers`…: the rotating carousel. */
export interface WhyChooseModule extends LandingModuleBase {
  type: `WhyChoose${string}`;
  /** The product type the reasons are about, as the `/why-choose-{product}` page names it. */
  product: string;
  slides: { title: string; text: string }[];
  link: ModuleLink;
}

export interface ReviewsModule extends LandingModuleBase {
  type: 'Reviews';
  /** Out of 5, e.g. 4.7. */
  rating: number;
  reviewCount: number;
  reviews: { author: string; rating: number; text: string }[];
}

export interface MakeADifferenceModule extends LandingModuleBase {
  type: 'MakeADifference';
  text: string;
  figures: { figure: string; label: string }[];
  link: ModuleLink;
}

export interface InstagramModule extends LandingModuleBase {
  type: 'Instagram';
  handle: string;
  url: string;
  images: ModuleImage[];
}

/** A journal post as lists show it. */
export interface JournalPostSummary {
  slug: string;
  title: string;
  date: IsoDate;
  author: string;
  image: ModuleImage;
  excerpt: string;
}

/** The newest journal posts, read from the journal when the modules are asked for. */
export interface JournalPostsModule extends LandingModuleBase {
  type: 'JournalPosts';
  posts: JournalPostSummary[];
}

/** A customer's own story (`GET /api/customer-stories`, the CustomerStories module, the carousel). */
export interface CustomerStory {
  name: string;
  /** Their town, e.g. 'Norwich'. */
  place: string;
  story: string;
  image: ModuleImage;
}

/** Customers' stories, read from the stories when the modules are asked for. */
export interface CustomerStoriesModule extends LandingModuleBase {
  type: 'CustomerStories';
  stories: CustomerStory[];
}

/** `GET /api/landing-page/modules/{id}`: the page's modules in the order they are shown. */
export type LandingModule =
  | ProductModule
  | TextModule
  | NotificationBannerModule
  | BannerModule
  | TileModule
  | PointsModule
  | ThreeColumnBoxesModule
  | WhyChooseModule
  | ReviewsModule
  | MakeADifferenceModule
  | InstagramModule
  | JournalPostsModule
  | CustomerStoriesModule;

export type LandingModuleType = LandingModule['type'];

/** The landing pages of the storefront's routes (docs/rules-storefront.md "Routes"). */
export const LANDING_PAGE_IDS = { home: 1, hamperDelivery: 2, greetingsCards: 3 } as const;
