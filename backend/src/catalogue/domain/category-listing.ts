import type {
  CategoryProductsParams,
  CategoryProductsResponse,
  CategoryResponse,
  ListingProduct,
} from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { CatalogueSnapshot } from '../entities/catalogue-snapshot';
import type { ProductEntity } from '../entities/product.entity';
import { toListingProduct } from './catalogue.mapper';
import { CATALOGUE_MESSAGES } from './catalogue.messages';
import type { DeliveryFacts } from './delivery-facts';

const inCategory = (product: ProductEntity, categoryId: number) =>
  product.categories.some((c) => c.id === categoryId);

/**
 * The category page: the category, every filter group and its products (docs/rules-storefront.md
 * "Calls").
 */
export function categoryPage(
  snapshot: CatalogueSnapshot,
  slug: string,
  delivery: DeliveryFacts,
): CategoryResponse {
  const category = snapshot.categoriesBySlug.get(slug);
  if (!category) throw new DomainError(CATALOGUE_MESSAGES.categoryNotFound, 404);
  const products = snapshot.products
    .filter((p) => inCategory(p, category.id))
    .map((p) => toListingProduct(p, delivery));
  const { defaultSort, ...fields } = category;
  return {
    category: fields,
    defaultSort,
    attributes: snapshot.attributeGroups.map((g) => ({
      id: g.id,
      name: g.name,
      children: g.children.map((c) => ({ id: c.id, name: c.name })),
    })),
    products,
  };
}

/**
 * A category's products keyed by id; with a date, only those deliverable that day. A date
 * before the earliest delivery on which nothing at all can be delivered is explained, not
 * answered with an empty list.
 */
export function categoryProducts(
  snapshot: CatalogueSnapshot,
  { categoryId, date }: CategoryProductsParams,
  delivery: DeliveryFacts,
): CategoryProductsResponse {
  if (!snapshot.categoriesById.has(categoryId)) {
    throw new DomainError(CATALOGUE_MESSAGES.categoryNotFound, 404);
  }
  const earliest = delivery.earliestOverall();
  if (
    date &&
    earliest &&
    date < earliest &&
    !snapshot.products.some((p) => delivery.isDeliverable(p.distributor, date))
  ) {
    return { products: {}, errors: [CATALOGUE_MESSAGES.pastDate] };
  }
  const products: Record<string, ListingProduct> = {};
  for (const product of snapshot.products) {
    if (!inCategory(product, categoryId)) continue;
    if (date && !(product.available && delivery.isDeliverable(product.distributor, date))) continue;
    products[String(product.id)] = toListingProduct(product, delivery);
  }
  return { products, errors: [] };
}
