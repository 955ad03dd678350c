import type {
  CustomerStoriesModule,
  CustomerStory,
  JournalPostSummary,
  JournalPostsModule,
  LandingModule,
  LandingModuleBase,
  LandingModuleType,
  ListingProduct,
  ModuleLink,
  ProductModule,
  ProductModuleType,
} from '@shop/contracts';
import { sanitiseModuleHtml } from './content-html';
import type { ProductRule } from './product-rules';

/** A product module's stored content: the rule its products are read by, and its link. */
export interface ProductModuleContent {
  rule: ProductRule;
  link: ModuleLink | null;
}

type ContentOf<M> = M extends LandingModule
  ? { type: M['type']; content: Omit<M, keyof LandingModuleBase | 'type'> }
  : never;

/** A live list's stored content: how many of the newest posts, or of the stories, it shows. */
export interface LiveListContent {
  count: number;
}

/** Modules whose content is read when asked for, never stored with the module. */
type LiveModule = ProductModule | JournalPostsModule | CustomerStoriesModule;

/**
 * A module's type with its own content, as stored (the `content` JSON column): what the answer
 * carries beyond id, title and device flags, except that product modules keep a rule and the
 * journal and story modules how many they show.
 */
export type ModuleContent =
  | ContentOf<Exclude<LandingModule, LiveModule>>
  | { type: ProductModuleType; content: ProductModuleContent }
  | { type: 'JournalPosts' | 'CustomerStories'; content: LiveListContent };

/** A stored module row: the columns plus the content JSON, not yet trusted. */
export interface StoredLandingModule extends LandingModuleBase {
  type: string;
  content: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Resolves a product rule against the live catalogue. */
export type ProductResolver = (rule: ProductRule) => ListingProduct[];

/** What live modules are filled from when the modules are asked for. */
export interface ModuleResolvers {
  products: ProductResolver;
  /** The newest `count` journal posts, newest first. */
  journalPosts: (count: number) => JournalPostSummary[];
  /** The first `count` customer stories in display order. */
  customerStories: (count: number) => CustomerStory[];
}

/** No journal or story module shows more than this many, whatever its count says. */
export const MAX_LIVE_LIST = 12;

/** A stored count made safe: a whole number from 0 to `MAX_LIVE_LIST`. */
export function liveListCount(content: unknown): number {
  const count = isObject(content) ? content.count : undefined;
  return typeof count === 'number' && Number.isFinite(count)
    ? Math.max(0, Math.min(Math.floor(count), MAX_LIVE_LIST))
    : 0;
}

/**
 * How many journal posts and stories a page's modules want at most, so the handler reads the
 * journal or the stories only when some module shows them.
 */
export function liveListNeeds(rows: readonly StoredLandingModule[]): {
  journalPosts: number;
  customerStories: number;
} {
  const most = (type: string) =>
    Math.max(
      0,
      ...rows.filter((row) => row.type === type).map((row) => liveListCount(row.content)),
    );
  return { journalPosts: most('JournalPosts'), customerStories: most('CustomerStories') };
}

const PRODUCT_TYPES: Record<ProductModuleType, true> = {
  FourProductCarousel: true,
  ThreeProductCarousel: true,
  FiveProductBestSeller: true,
  AvailableSoonest: true,
  GreetingsCardCarousel: true,
};

/** Every type of the contracts but the open-ended `WhyChoose{product}` ones, checked below. */
const OTHER_TYPES: Record<
  Exclude<LandingModuleType, ProductModuleType | `WhyChoose${string}`>,
  true
> = {
  Text: true,
  NotificationBanner: true,
  GiftCardBanner: true,
  SunflowerSeedsBanner: true,
  SweetPeaSeedsBanner: true,
  GreetingsCardBanner: true,
  GreetingsCardHero: true,
  GreetingsCardBlooms: true,
  Categories: true,
  GreetingsCardCategories: true,
  GreetingsCardPopularMoments: true,
  GreetingsCardShopByOccasion: true,
  USPs: true,
  GreetingsCardReasons: true,
  GreetingsCardWhyChoose: true,
  ThreeColumnBoxes: true,
  Reviews: true,
  MakeADifference: true,
  Instagram: true,
  JournalPosts: true,
  CustomerStories: true,
};

/** `WhyChooseFlowers`, `WhyChooseChristmasHampers`… */
const WHY_CHOOSE = /^WhyChoose[A-Z][A-Za-z]*$/;

export const isProductModuleType = (type: string): type is ProductModuleType =>
  Object.hasOwn(PRODUCT_TYPES, type);

/** A type the contracts name, so the storefront may know how to draw it. */
export const isKnownModuleType = (type: string): type is LandingModuleType =>
  isProductModuleType(type) || Object.hasOwn(OTHER_TYPES, type) || WHY_CHOOSE.test(type);

/**
 * One stored module as answered, or null when its type is not one the contracts know or its
 * content is not an object. Product rules become today's products, journal and story modules
 * today's newest posts and the stories; a Text module's HTML is
 * sanitised again on the way out, so markup stored around the entity never reaches a shopper.
 */
export function toLandingModule(
  row: StoredLandingModule,
  resolve: ModuleResolvers,
): LandingModule | null {
  const { content, type } = row;
  if (!isKnownModuleType(type) || !isObject(content)) return null;
  const base = { id: row.id, title: row.title, mobile: row.mobile, desktop: row.desktop };
  if (isProductModuleType(type)) {
    const { rule, link } = content as Partial<ProductModuleContent>;
    return { ...base, type, products: resolve.products(rule as ProductRule), link: link ?? null };
  }
  if (type === 'JournalPosts') {
    return { ...base, type, posts: resolve.journalPosts(liveListCount(content)) };
  }
  if (type === 'CustomerStories') {
    return { ...base, type, stories: resolve.customerStories(liveListCount(content)) };
  }
  if (type === 'Text') {
    return { ...base, type, html: sanitiseModuleHtml(String(content.html ?? '')) };
  }
  // The columns win over anything of the same name in the JSON.
  const {
    id: _id,
    title: _title,
    mobile: _mobile,
    desktop: _desktop,
    type: _type,
    ...own
  } = content;
  return { ...base, type, ...own } as LandingModule;
}

/** A page's stored modules as answered, in the order given, unknown ones left out. */
export function toLandingModules(
  rows: readonly StoredLandingModule[],
  resolve: ModuleResolvers,
): LandingModule[] {
  return rows
    .map((row) => toLandingModule(row, resolve))
    .filter((module): module is LandingModule => module !== null);
}
