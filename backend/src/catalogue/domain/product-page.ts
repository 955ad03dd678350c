import {
  POT_CUSTOMISATION_ATTRIBUTE_ID,
  type BreadcrumbItem,
  type PotAddon,
  type ProductBySlugResponse,
  type ProductByVariantResponse,
  type ProductTab,
  type RelatedProduct,
} from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { CatalogueSnapshot } from '../entities/catalogue-snapshot';
import type { ProductEntity } from '../entities/product.entity';
import { toPot, toProductDetail, toRelated, withVariant } from './catalogue.mapper';
import { CATALOGUE_MESSAGES } from './catalogue.messages';
import type { DeliveryFacts } from './delivery-facts';

function requireProduct(product: ProductEntity | undefined): ProductEntity {
  if (!product) throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
  return product;
}

/** Home, the product's first category (lowest id), the product. */
function breadcrumb(product: ProductEntity): BreadcrumbItem[] {
  const category = [...product.categories].sort((a, b) => a.id - b.id)[0];
  return [
    { name: 'Home', url: '/' },
    ...(category ? [{ name: category.name, url: `/category/${category.slug}` }] : []),
    { name: product.name, url: `/product/${product.slug}` },
  ];
}

/**
 * The product page: no `product` when the slug is unknown (docs/rules-storefront.md
 * "Product page").
 */
export function productBySlug(
  snapshot: CatalogueSnapshot,
  slug: string,
  delivery: DeliveryFacts,
): ProductBySlugResponse {
  const product = snapshot.productsBySlug.get(slug);
  if (!product) return { breadcrumb: [], email: null };
  return {
    product: toProductDetail(product, delivery),
    breadcrumb: breadcrumb(product),
    email: null,
  };
}

/** The 'Why choose' tabs of a product. */
export function productTabs(snapshot: CatalogueSnapshot, productId: number): ProductTab[] {
  requireProduct(snapshot.productsById.get(productId));
  // Tabs carry no picture of their own: the page shows the product's image beside them.
  return snapshot.tabs.map((t) => ({ ...t, image: null }));
}

/** The product's related products that can be bought today. */
export function relatedProducts(snapshot: CatalogueSnapshot, productId: number): RelatedProduct[] {
  const product = requireProduct(snapshot.productsById.get(productId));
  return product.relatedIds
    .map((id) => snapshot.productsById.get(id))
    .filter((p): p is ProductEntity => Boolean(p?.available))
    .map(toRelated);
}

/** The product as one of its variants (a product's own id reads as its first variant). */
export function productByVariant(
  snapshot: CatalogueSnapshot,
  variantId: number,
  delivery: DeliveryFacts,
): ProductByVariantResponse {
  const product =
    snapshot.productsByVariantId.get(variantId) ?? snapshot.productsById.get(variantId);
  const detail = toProductDetail(requireProduct(product), delivery);
  return { product: withVariant(detail, variantId), errors: [] };
}

/**
 * The pots a customisable product offers under the pot customisation attribute
 * (docs/rules-checkout.md "Calls").
 */
export function productExtras(
  snapshot: CatalogueSnapshot,
  productId: number,
  attributeId: number,
): PotAddon[] {
  const product = requireProduct(snapshot.productsById.get(productId));
  if (attributeId !== POT_CUSTOMISATION_ATTRIBUTE_ID || !product.isCustomisable) {
    throw new DomainError(CATALOGUE_MESSAGES.noExtras, 404);
  }
  return snapshot.pots.map(toPot);
}
