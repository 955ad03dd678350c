import {
  matchesAllAttributes,
  sortProducts,
  type AttributeChild,
  type AttributeGroup,
  type CategoryProductsResponse,
  type ListingProduct,
  type SortOption,
} from '@shop/contracts';

/**
 * The grid: products carrying every selected attribute (docs/rules-storefront.md "Validation"), in
 * the chosen order.
 */
export function visibleProducts<T extends ListingProduct>(
  products: readonly T[],
  selected: readonly number[],
  sort: SortOption,
): T[] {
  return sortProducts(
    products.filter((product) => matchesAllAttributes(product.attributes, selected)),
    sort,
  );
}

/**
 * The filter groups worth offering for a category: only options at least one of its products
 * carries, so no single tick can empty the page. Groups left without options are dropped; the
 * API's group and option order is kept.
 */
export function filterGroupsFor(
  groups: readonly AttributeGroup[],
  products: readonly Pick<ListingProduct, 'attributes'>[],
): AttributeGroup[] {
  const carried = new Set(products.flatMap((product) => product.attributes));
  return groups
    .map((group) => ({ ...group, children: group.children.filter((c) => carried.has(c.id)) }))
    .filter((group) => group.children.length > 0);
}

/** The selected options by name, in filter order, for the removable chips above the grid. */
export function selectedOptions(
  groups: readonly AttributeGroup[],
  selected: readonly number[],
): AttributeChild[] {
  return groups.flatMap((group) => group.children.filter((child) => selected.includes(child.id)));
}

/** `/api/category-products/{id}/{date}` answers keyed by id; the grid wants a list. */
export function productsOnDate(response: CategoryProductsResponse): ListingProduct[] {
  return Object.values(response.products);
}
