import type { LandingModuleType } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { BannerModule } from './BannerModule';
import { CustomerStoriesModule } from './CustomerStoriesModule';
import { InstagramModule } from './InstagramModule';
import { JournalPostsModule } from './JournalPostsModule';
import { MakeADifferenceModule } from './MakeADifferenceModule';
import { MODULE_COMPONENTS, componentFor } from './module-components';
import { NotificationBannerModule } from './NotificationBannerModule';
import { PointsModule } from './PointsModule';
import { ProductRowModule } from './ProductRowModule';
import { ReviewsModule } from './ReviewsModule';
import { TextModule } from './TextModule';
import { ThreeColumnBoxesModule } from './ThreeColumnBoxesModule';
import { TileModule } from './TileModule';
import { WhyChooseModule } from './WhyChooseModule';

/**
 * Every module type of docs/rules-storefront.md "Landing pages" and the component that draws it.
 */
const EXPECTED: [LandingModuleType, unknown][] = [
  ['AvailableSoonest', ProductRowModule],
  ['FourProductCarousel', ProductRowModule],
  ['ThreeProductCarousel', ProductRowModule],
  ['FiveProductBestSeller', ProductRowModule],
  ['GreetingsCardCarousel', ProductRowModule],
  ['Text', TextModule],
  ['NotificationBanner', NotificationBannerModule],
  ['GiftCardBanner', BannerModule],
  ['SunflowerSeedsBanner', BannerModule],
  ['SweetPeaSeedsBanner', BannerModule],
  ['GreetingsCardBanner', BannerModule],
  ['GreetingsCardHero', BannerModule],
  ['GreetingsCardBlooms', BannerModule],
  ['Categories', TileModule],
  ['GreetingsCardCategories', TileModule],
  ['GreetingsCardPopularMoments', TileModule],
  ['GreetingsCardShopByOccasion', TileModule],
  ['USPs', PointsModule],
  ['GreetingsCardReasons', PointsModule],
  ['GreetingsCardWhyChoose', PointsModule],
  ['ThreeColumnBoxes', ThreeColumnBoxesModule],
  ['Reviews', ReviewsModule],
  ['MakeADifference', MakeADifferenceModule],
  ['Instagram', InstagramModule],
  ['JournalPosts', JournalPostsModule],
  ['CustomerStories', CustomerStoriesModule],
  ['WhyChooseFlowers', WhyChooseModule],
  ['WhyChoosePlants', WhyChooseModule],
  ['WhyChooseChristmasHampers', WhyChooseModule],
];

describe('componentFor', () => {
  it.each(EXPECTED)('loads the component that draws %s', async (type, component) => {
    const load = componentFor(type);
    expect(load).toBeTypeOf('function');
    expect(await load?.()).toBe(component);
  });

  it('knows every named type and no other', () => {
    const named = EXPECTED.map(([type]) => type).filter((type) => !type.startsWith('WhyChoose'));
    expect(Object.keys(MODULE_COMPONENTS).sort()).toEqual(named.sort());
  });

  it('knows nothing of a type the storefront has not been taught', () => {
    expect(componentFor('NoSuchModule')).toBeUndefined();
    expect(componentFor('')).toBeUndefined();
    expect(componentFor('whyChooseFlowers')).toBeUndefined();
    // Names every object has are not module types.
    expect(componentFor('toString')).toBeUndefined();
    expect(componentFor('constructor')).toBeUndefined();
  });
});
