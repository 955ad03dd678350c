import type { DistributorName, IsoDate, ListingProduct } from '@shop/contracts';
import {
  toListingProduct,
  type CatalogueSnapshot,
  type DeliveryFacts,
  type ProductEntity,
} from '../../../catalogue';
import type { ProductResolver } from '../../domain/landing-modules';
import { pickProducts, type RuleCandidate } from '../../domain/product-rules';

interface Candidate extends RuleCandidate {
  product: ProductEntity;
}

/**
 * Product rules read against the catalogue as it is now: its snapshot and today's delivery
 * facts. Picked products are the same `ListingProduct`s a category page lists.
 */
export function catalogueProducts(
  snapshot: CatalogueSnapshot,
  delivery: DeliveryFacts,
): ProductResolver {
  const earliest = new Map<DistributorName, IsoDate | null>();
  const earliestFor = (distributor: DistributorName) => {
    if (!earliest.has(distributor)) earliest.set(distributor, delivery.earliestDate(distributor));
    return earliest.get(distributor) ?? null;
  };
  let candidates: Candidate[] | null = null;
  const allCandidates = () =>
    (candidates ??= snapshot.products.map((product) => ({
      id: product.id,
      slug: product.slug,
      sortingOrder: product.sortingOrder,
      categorySlugs: product.categories.map((c) => c.slug),
      earliestDeliveryDate: product.available ? earliestFor(product.distributor) : null,
      product,
    })));
  return (rule): ListingProduct[] =>
    pickProducts(rule, allCandidates()).map(({ product }) => toListingProduct(product, delivery));
}
