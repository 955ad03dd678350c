import type { LandingModuleType } from '@shop/contracts';

/** Types whose modules have buttons or timers: product rows (favourite hearts). */
const INTERACTIVE_TYPES: ReadonlySet<string> = new Set<LandingModuleType>([
  'FourProductCarousel',
  'ThreeProductCarousel',
  'FiveProductBestSeller',
  'AvailableSoonest',
  'GreetingsCardCarousel',
]);

/** Types whose modules are only words, pictures and links: nothing on them needs their code. */
const STATIC_TYPES: ReadonlySet<string> = new Set<LandingModuleType>([
  'Text',
  'NotificationBanner',
  'GiftCardBanner',
  'SunflowerSeedsBanner',
  'SweetPeaSeedsBanner',
  'GreetingsCardBanner',
  'GreetingsCardHero',
  'GreetingsCardBlooms',
  'Categories',
  'GreetingsCardCategories',
  'GreetingsCardPopularMoments',
  'GreetingsCardShopByOccasion',
  'USPs',
  'GreetingsCardReasons',
  'GreetingsCardWhyChoose',
  'ThreeColumnBoxes',
  'Reviews',
  'MakeADifference',
  'Instagram',
  'JournalPosts',
  'CustomerStories',
]);

/**
 * Whether the storefront draws modules of this type (docs/rules-storefront.md "Landing pages"); any
 * `WhyChoose…` type is the rotating carousel. module-types.spec.ts checks this against the
 * components there are.
 */
export function isKnownModuleType(type: string): boolean {
  return STATIC_TYPES.has(type) || INTERACTIVE_TYPES.has(type) || type.startsWith('WhyChoose');
}

/** Whether a module of this type is only words, pictures and links (no buttons, no timers). */
export function isStaticModuleType(type: string): boolean {
  return STATIC_TYPES.has(type);
}
