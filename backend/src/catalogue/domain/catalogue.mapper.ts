import {
  discountAmountString,
  type DistributorName,
  type FavouriteCategory,
  type FavouriteProduct,
  type ListingProduct,
  type PotAddon,
  type ProductDetail,
  type RelatedProduct,
  type SearchSuggestion,
} from '@shop/contracts';
import type { PotEntity } from '../entities/extras.entity';
import type { ProductEntity } from '../entities/product.entity';
import type { DeliveryFacts } from './delivery-facts';

export const productImage = (id: number, size: 586 | 285) => `/images/products/${id}-${size}.svg`;
export const potImage = (id: number) => `/images/pots/${id}-586.svg`;

const FAVOURITE_TABS: Record<DistributorName, FavouriteCategory | null> = {
  Flowers: 'Flowers',
  Letterbox: 'Flowers',
  Plants: 'Flowers',
  Hampers: 'Hampers',
  Cards: 'Cards',
  'Gift Cards': null,
};

function prices(price: number, discount: number) {
  return {
    price,
    discountedPrice: price - discount,
    discountAmount: discountAmountString(discount),
  };
}

/** The fields a listing and a product page share. */
function commonFields(product: ProductEntity, delivery: DeliveryFacts) {
  return {
    id: product.id,
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    ...prices(product.price, product.discount),
    priceLabel: product.priceLabel,
    distributorName: product.distributor,
    isPersonalisable: product.isPersonalisable,
    isCustomisable: product.isCustomisable,
    earliestDeliveryDate: product.available ? delivery.earliestDate(product.distributor) : null,
  };
}

export function toListingProduct(product: ProductEntity, delivery: DeliveryFacts): ListingProduct {
  return {
    ...commonFields(product, delivery),
    image: productImage(product.id, 586),
    imageSmall: productImage(product.id, 285),
    categoryDescription: product.bulletPoints[0] ?? '',
    attributes: product.attributes.map((a) => a.id),
    sortingOrder: product.sortingOrder,
    categories: product.categories.map((c) => c.id),
  };
}

export function toProductDetail(product: ProductEntity, delivery: DeliveryFacts): ProductDetail {
  return {
    ...commonFields(product, delivery),
    images: [productImage(product.id, 586)],
    available: product.available,
    pageTitle: product.name,
    metaDescription: product.bulletPoints.slice(0, 2).join(' '),
    distributor: product.distributor,
    defaultDeliveryMethodCost: delivery.cheapestPrice(product.distributor),
    description: product.description,
    bulletPoints: product.bulletPoints,
    contents: product.contents,
    variants: product.variants.map((v) => ({
      id: v.id,
      description: v.description,
      ...prices(v.price, v.discount),
    })),
    attributes: product.tags,
    isAgeRestricted: product.isAgeRestricted,
    posyPoints: product.posyPoints,
    favouriteCategory: FAVOURITE_TABS[product.distributor],
  };
}

/** A product seen through one of its variants: the variant's description and prices. */
export function withVariant(detail: ProductDetail, variantId: number): ProductDetail {
  const variant = detail.variants.find((v) => v.id === variantId);
  if (!variant || variant === detail.variants[0]) return detail;
  return {
    ...detail,
    name: `${detail.name} (${variant.description})`,
    price: variant.price,
    discountedPrice: variant.discountedPrice,
    discountAmount: variant.discountAmount,
  };
}

export function toRelated(product: ProductEntity): RelatedProduct {
  const { price, discountedPrice, discountAmount } = prices(product.price, product.discount);
  return {
    link: product.slug,
    image: productImage(product.id, 285),
    name: product.name,
    price,
    priceLabel: product.priceLabel,
    discountAmount,
    discountedPrice,
  };
}

export function toSuggestion(product: ProductEntity): SearchSuggestion {
  return {
    slug: product.slug,
    name: product.name,
    image: productImage(product.id, 285),
    ...prices(product.price, product.discount),
    priceLabel: product.priceLabel,
  };
}

export function toFavourite(product: ProductEntity): FavouriteProduct | null {
  const category = FAVOURITE_TABS[product.distributor];
  if (!category) return null;
  return {
    id: product.id,
    name: product.name,
    link: `/product/${product.slug}`,
    image: productImage(product.id, 285),
    price: product.price - product.discount,
    active: product.available,
    category,
  };
}

export function toPot(pot: PotEntity): PotAddon {
  return {
    id: pot.id,
    name: pot.name,
    image: potImage(pot.id),
    ...prices(pot.price, pot.discount),
    description: pot.description,
    children: [],
  };
}
