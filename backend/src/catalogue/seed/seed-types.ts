import type { DistributorName, ProductTabType } from '@shop/contracts';
import type { SeedImageMotif } from '../images/image-motif';

/**
 * The shape of the catalogue seed (docs/business-rules.md "Catalogue seed"). Plain data: the
 * catalogue seeder turns it into rows. Ids are stable so URLs and tests can rely on them.
 */

export interface SeedCategory {
  id: number;
  name: string;
  slug: string;
  title: string;
  metaDescription: string;
  /** HTML (sanitised when seeded). */
  description: string;
  /** Sort used when the shopper has not chosen one (docs/rules-storefront.md "Constants"). */
  defaultSort: 'weight' | 'priceasc';
}

export interface SeedAttributeGroup {
  id: number;
  /** Colour, Occasion, Recipient, Birthday Ages, Anniversaries, Style. */
  name: string;
  children: { id: number; name: string }[];
}

export interface SeedVariant {
  id: number;
  /** 'Standard', 'Deluxe', 'Luxury'. */
  description: string;
  /** Pence. */
  price: number;
  /** Pence off `price`; 0 when none. */
  discount: number;
}

export interface SeedProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  distributor: DistributorName;
  /** Pence. */
  price: number;
  /** Pence off `price`; 0 when none. */
  discount: number;
  /** Replaces the price where present, e.g. 'From £20.50'. */
  priceLabel: string | null;
  /** HTML. */
  description: string;
  bulletPoints: string[];
  /** 'Bouquet contents' lines; empty for non-bouquets. */
  contents: string[];
  /** Category ids. */
  categories: number[];
  /** Attribute child ids (filters). */
  attributes: number[];
  /**
   * Product attribute values such as 'A5', 'A6', 'Pots', '435' (docs/rules-checkout.md
   * "Data shapes").
   */
  tags: string[];
  sortingOrder: number;
  available: boolean;
  isAgeRestricted: boolean;
  isPersonalisable: boolean;
  /** Has pots or extras to choose (customisation attribute 435). */
  isCustomisable: boolean;
  posyPoints: number;
  /** First entry is the product itself ("Standard"); empty when there is no choice. */
  variants: SeedVariant[];
  /** Ids of addons offered (chocolates, vase, teddy, balloon). */
  addonIds: number[];
  /** Ids of related products for 'You might also be interested in…'. */
  relatedIds: number[];
  /** Seeds the generated image: a palette and a motif. */
  image: { motif: SeedImageMotif; colours: [string, string, string] };
}

export type { SeedImageMotif } from '../images/image-motif';

/** A pot or extra for plants (children of customisation attribute 435). */
export interface SeedPot {
  id: number;
  name: string;
  price: number;
  discount: number;
  description: string;
  image: { motif: 'pot'; colours: [string, string, string] };
}

export interface SeedAddon {
  id: number;
  sku: string;
  name: string;
  price: number;
  description: string;
  image: { motif: 'addon'; colours: [string, string, string] };
}

export interface SeedProductTab {
  id: number;
  name: string;
  type: ProductTabType;
  content: string;
  reviews: { author: string; rating: number; text: string }[];
}
