import type { ListingProduct } from './catalogue';

/** Sort options of docs/rules-storefront.md "Constants", by their URL values. */
export const SORT_OPTIONS = {
  weight: 'Bestsellers',
  pricedesc: 'Price (Desc)',
  priceasc: 'Price (Asc)',
  nameasc: 'Name: A to Z',
  namedesc: 'Name: Z to A',
} as const;

export type SortOption = keyof typeof SORT_OPTIONS;

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SORT_OPTIONS, value);
}

/**
 * A product matches only if it has every selected attribute; none selected matches all
 * (docs/rules-storefront.md "Validation").
 */
export function matchesAllAttributes(
  productAttributes: readonly number[],
  selected: readonly number[],
): boolean {
  return selected.every((id) => productAttributes.includes(id));
}

type Sortable = Pick<ListingProduct, 'name' | 'discountedPrice' | 'sortingOrder' | 'id'>;

const byName = (a: Sortable, b: Sortable) => a.name.localeCompare(b.name, 'en-GB');

/** Orders products; `weight` is sortingOrder, highest first. Ties fall back to name, then id. */
export function sortProducts<T extends Sortable>(products: readonly T[], sort: SortOption): T[] {
  const compare: Record<SortOption, (a: T, b: T) => number> = {
    weight: (a, b) => b.sortingOrder - a.sortingOrder,
    priceasc: (a, b) => a.discountedPrice - b.discountedPrice,
    pricedesc: (a, b) => b.discountedPrice - a.discountedPrice,
    nameasc: byName,
    namedesc: (a, b) => byName(b, a),
  };
  return [...products].sort((a, b) => compare[sort](a, b) || byName(a, b) || a.id - b.id);
}
