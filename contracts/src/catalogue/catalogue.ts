import type { IsoDate } from '../common/dates';

/**
 * Catalogue API shapes (docs/rules-storefront.md "Data shapes", "Calls", docs/rules-checkout.md
 * "Data shapes"). Amounts are integer pence, except `discountAmount`, which the spec compares with
 * the string '0.00': pounds with two decimals.
 */

/** Pence → the spec's `discountAmount` form: 500 → '5.00', 0 → '0.00'. */
export function discountAmountString(pence: number): string {
  return (pence / 100).toFixed(2);
}

/**
 * True when a listing should show a struck-through original price (docs/rules-storefront.md
 * "Validation").
 */
export function hasDiscount(discountAmount: string | null | undefined): boolean {
  return discountAmount != null && discountAmount !== '0.00';
}

export type DistributorName =
  'Flowers' | 'Plants' | 'Hampers' | 'Cards' | 'Letterbox' | 'Gift Cards';

/** Which overlay tab a favourite belongs to (docs/rules-storefront.md "Favourite product"). */
export type FavouriteCategory = 'Flowers' | 'Hampers' | 'Cards';

export interface Category {
  id: number;
  name: string;
  slug: string;
  title: string;
  metaDescription: string;
  /** Sanitised HTML. */
  description: string;
}

export interface AttributeChild {
  id: number;
  name: string;
}

/** A filter group: Colour, Occasion, Recipient, Birthday Ages, Anniversaries, Style. */
export interface AttributeGroup {
  id: number;
  name: string;
  children: AttributeChild[];
}

export interface ListingProduct extends ProductPrices {
  id: number;
  sku: string;
  name: string;
  slug: string;
  /** 586×586 image URL; the 285 size is `imageSmall`. */
  image: string;
  imageSmall: string;
  distributorName: DistributorName;
  isPersonalisable: boolean;
  isCustomisable: boolean;
  earliestDeliveryDate: IsoDate | null;
  categoryDescription: string;
  /** Attribute child ids. */
  attributes: number[];
  sortingOrder: number;
  /** Category ids. */
  categories: number[];
}

/** `GET /api/category/{slug}`. */
export interface CategoryResponse {
  category: Category;
  /** The sort shown until the shopper picks one (docs/rules-storefront.md "Constants"). */
  defaultSort: 'weight' | 'priceasc';
  attributes: AttributeGroup[];
  products: ListingProduct[];
}

/** `GET /api/category-products/{categoryId}[/{date}]`: products keyed by id, plus errors. */
export interface CategoryProductsResponse {
  products: Record<string, ListingProduct>;
  errors: string[];
}

export interface ProductVariant {
  id: number;
  description: string;
  price: number;
  discountAmount: string;
  discountedPrice: number;
}

export interface BreadcrumbItem {
  name: string;
  url: string;
}

export interface ProductDetail extends ProductPrices {
  id: number;
  sku: string;
  name: string;
  slug: string;
  images: string[];
  available: boolean;
  pageTitle: string;
  metaDescription: string;
  distributor: DistributorName;
  distributorName: DistributorName;
  defaultDeliveryMethodCost: number;
  /** Sanitised HTML. */
  description: string;
  bulletPoints: string[];
  contents: string[];
  variants: ProductVariant[];
  /**
   * Attribute values such as 'A5', 'A6', 'Pots' (docs/rules-checkout.md "Data shapes"), and the 435
   * pot trigger.
   */
  attributes: string[];
  isAgeRestricted: boolean;
  isPersonalisable: boolean;
  isCustomisable: boolean;
  posyPoints: number;
  earliestDeliveryDate: IsoDate | null;
  favouriteCategory: FavouriteCategory | null;
}

/** `GET /api/product/slug/{slug}`: no `product` when the slug is unknown. */
export interface ProductBySlugResponse {
  product?: ProductDetail;
  breadcrumb: BreadcrumbItem[];
  email: string | null;
}

/** `GET /api/product/id/{variantId}`. */
export interface ProductByVariantResponse {
  product: ProductDetail | null;
  errors: string[];
}

export type ProductTabType = 'text' | 'single_image_information' | 'reviews';

export interface ProductTab {
  id: number;
  name: string;
  type: ProductTabType;
  /** Sanitised HTML for text tabs; the caption for image tabs. */
  content: string;
  image: string | null;
  reviews: { author: string; rating: number; text: string }[];
}

export interface RelatedProduct {
  link: string;
  image: string;
  name: string;
  price: number;
  priceLabel: string | null;
  discountAmount: string;
  discountedPrice: number;
}

export interface FavouriteProduct {
  id: number;
  name: string;
  link: string;
  image: string;
  price: number;
  active: boolean;
  category: FavouriteCategory;
}

/** A pot or extra (docs/rules-checkout.md "Data shapes"). */
export interface PotAddon {
  id: number;
  name: string;
  image: string;
  price: number;
  discountAmount: string;
  discountedPrice: number;
  description: string;
  children: PotAddon[];
}

/**
 * A product found by `GET /api/search/products`: the spec's slug, name and image
 * (docs/rules-storefront.md "Data shapes"), plus the prices a listing card shows, so suggestions
 * and results show them by the same rule (docs/rules-storefront.md "Validation"): the original
 * struck through beside `discountedPrice` only when `discountAmount` is not '0.00', and
 * `priceLabel`, when present, in place of both.
 */
/** The price fields every product answer shows its price from (product cards, search, pages). */
export interface ProductPrices {
  /** Pence, before any discount. */
  price: number;
  /** Pence, after the discount; equal to `price` when there is none. */
  discountedPrice: number;
  /** Pounds off, e.g. '5.00'; '0.00' when there is no discount. */
  discountAmount: string;
  /** Replaces the price where present, e.g. 'From £20.50'. */
  priceLabel: string | null;
}

export interface SearchSuggestion extends ProductPrices {
  slug: string;
  name: string;
  /** The 285×285 image URL. */
  image: string;
}

/** `GET /api/landing-page/header`. */
export interface HeaderInfo {
  earliestDeliveryDate: IsoDate | null;
}

/** Gift card product (docs/rules-storefront.md "Data shapes"). */
export const GIFT_CARD_SKU = 'GIFTCARD';
export const GIFT_CARD_MIN_PENCE = 500;
export const GIFT_CARD_MAX_PENCE = 25000;
export const GIFT_CARD_PRESETS_PENCE = [2000, 3000, 4000, 5000, 7500, 10000, 20000, 25000] as const;
/**
 * The plant-reporting attribute whose presence shows the pot chooser (docs/rules-checkout.md
 * "Pot chooser").
 */
export const POT_CUSTOMISATION_ATTRIBUTE_ID = 435;

/** Path parameters of `GET /api/category/{slug}`. */
export interface CategoryParams {
  /** The category's slug, e.g. `flowers`. */
  slug: string;
}

/** Path parameters of `GET /api/category-products/{categoryId}[/{date}]`. */
export interface CategoryProductsParams {
  categoryId: number;
  /** When given, only products deliverable on that date are listed. */
  date?: IsoDate;
}

/** Path parameters of `GET /api/product/slug/{slug}`. */
export interface ProductSlugParams {
  /** The product's slug; an unknown slug answers without a product. */
  slug: string;
}

/** Path parameters of `GET /api/product/tabs/{productId}`. */
export interface ProductTabsParams {
  productId: number;
}

/** Path parameters of `GET /api/product/you-may-also-be-interested-in/{productId}`. */
export interface RelatedProductsParams {
  productId: number;
}

/** Path parameters of `GET /api/product/id/{variantId}`. */
export interface ProductByVariantParams {
  /** A variant id; a product's own id reads as its first variant. */
  variantId: number;
}

/** Path parameters of `GET /api/product/{productId}/extras/{attributeId}`. */
export interface ProductExtrasParams {
  productId: number;
  /** The customisation attribute; only `POT_CUSTOMISATION_ATTRIBUTE_ID` (435) has extras. */
  attributeId: number;
}

/** Query string of `GET /api/favourites`. */
export interface FavouritesQuery {
  /** Comma-separated product ids, at most 100, e.g. `3,17,42`; absent or empty for none. */
  ids?: string;
}

/** The longest search term the shop looks up, in characters (`GET /api/search/products`). */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Query string of `GET /api/search/products`. */
export interface SearchProductsQuery {
  /** What the shopper typed, at most 100 characters; typos and prefixes match. */
  term: string;
  /** How many suggestions, 1 to 48: 4 for the header (the default), more for the search page. */
  limit?: number;
}

/** Query string of `GET /api/search/cards`. */
export interface SearchCardsQuery {
  /** The cards' category id. */
  category: number;
  /** Optional words to match, at most 100 characters. */
  term?: string;
  /** `true` for personalisable cards only. */
  personalised?: boolean;
  /** Comma-separated attribute ids, e.g. `12,40`; a card must have all of them. */
  attributes?: string;
}

/** Path parameters of `GET /images/{kind}/{file}` (outside `/api`). */
export interface CatalogueImageParams {
  /** `products`, `pots` or `addons`; anything else is not found. */
  kind: string;
  /** `{id}-{size}.svg` with size 586 or 285, e.g. `12-586.svg`. */
  file: string;
}
