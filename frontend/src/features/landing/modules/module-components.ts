import type { LandingModuleType } from '@shop/contracts';
import type { ModuleLoader, ModuleOf } from './module-props';

/** Every type with a fixed name; `WhyChoose{product}` types are matched by their prefix. */
type NamedModuleType = Exclude<LandingModuleType, `WhyChoose${string}`>;

const productRow = () => import('./ProductRowModule').then((file) => file.ProductRowModule);
const banner = () => import('./BannerModule').then((file) => file.BannerModule);
const tiles = () => import('./TileModule').then((file) => file.TileModule);
const points = () => import('./PointsModule').then((file) => file.PointsModule);
const whyChoose = () => import('./WhyChooseModule').then((file) => file.WhyChooseModule);

/**
 * The component of every module type docs/rules-storefront.md "Landing pages" knows, loaded on
 * demand: each file is its own chunk, so a page downloads only the modules it shows. A type left
 * out here fails to compile.
 */
export const MODULE_COMPONENTS: { readonly [T in NamedModuleType]: ModuleLoader<ModuleOf<T>> } = {
  FourProductCarousel: productRow,
  ThreeProductCarousel: productRow,
  FiveProductBestSeller: productRow,
  AvailableSoonest: productRow,
  GreetingsCardCarousel: productRow,
  Text: () => import('./TextModule').then((file) => file.TextModule),
  NotificationBanner: () =>
    import('./NotificationBannerModule').then((file) => file.NotificationBannerModule),
  GiftCardBanner: banner,
  SunflowerSeedsBanner: banner,
  SweetPeaSeedsBanner: banner,
  GreetingsCardBanner: banner,
  GreetingsCardHero: banner,
  GreetingsCardBlooms: banner,
  Categories: tiles,
  GreetingsCardCategories: tiles,
  GreetingsCardPopularMoments: tiles,
  GreetingsCardShopByOccasion: tiles,
  USPs: points,
  GreetingsCardReasons: points,
  GreetingsCardWhyChoose: points,
  ThreeColumnBoxes: () =>
    import('./ThreeColumnBoxesModule').then((file) => file.ThreeColumnBoxesModule),
  Reviews: () => import('./ReviewsModule').then((file) => file.ReviewsModule),
  MakeADifference: () =>
    import('./MakeADifferenceModule').then((file) => file.MakeADifferenceModule),
  Instagram: () => import('./InstagramModule').then((file) => file.InstagramModule),
  JournalPosts: () => import('./JournalPostsModule').then((file) => file.JournalPostsModule),
  CustomerStories: () =>
    import('./CustomerStoriesModule').then((file) => file.CustomerStoriesModule),
};

function isNamedModuleType(type: string): type is NamedModuleType {
  return Object.hasOwn(MODULE_COMPONENTS, type);
}

/**
 * The loader of the component for a module of this type, or undefined for a type the storefront
 * does not know (the page skips that module). Any `WhyChoose…` type is the carousel
 * (`WhyChooseFlowers`, `WhyChooseChristmasHampers`); `GreetingsCardWhyChoose` is a list of points.
 * The loader is typed for any module: the caller passes the module whose type it looked up, which
 * is the shape the component takes.
 */
export function componentFor(type: string): ModuleLoader | undefined {
  if (isNamedModuleType(type)) return MODULE_COMPONENTS[type] as ModuleLoader;
  if (type.startsWith('WhyChoose')) return whyChoose as ModuleLoader;
  return undefined;
}
