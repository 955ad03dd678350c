// Shared by the catalogue's query options: those of every page's header (header-search.queries.ts)
// and those of the pages' own chunks (catalogue.queries.ts).

/**
 * Catalogue answers change rarely; the spec marks most of them cached (docs/rules-storefront.md
 * "Calls").
 */
export const CATALOGUE_STALE_MS = 5 * 60 * 1000;

/**
 * Query keys of the catalogue's calls (docs/rules-storefront.md "Calls", and the extras of
 * docs/rules-checkout.md "Calls").
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  category: (slug: string) => [...catalogueKeys.all, 'category', slug] as const,
  categoryProducts: (categoryId: number, date: string | null) =>
    [...catalogueKeys.all, 'category-products', categoryId, date] as const,
  product: (slug: string) => [...catalogueKeys.all, 'product', slug] as const,
  variant: (variantId: number) => [...catalogueKeys.all, 'variant', variantId] as const,
  tabs: (productId: number) => [...catalogueKeys.all, 'tabs', productId] as const,
  related: (productId: number) => [...catalogueKeys.all, 'related', productId] as const,
  favourites: (ids: readonly number[]) => [...catalogueKeys.all, 'favourites', [...ids]] as const,
  header: () => [...catalogueKeys.all, 'header'] as const,
  search: (term: string, limit: number) => [...catalogueKeys.all, 'search', term, limit] as const,
  extras: (productId: number, attribute: string) =>
    [...catalogueKeys.all, 'extras', productId, attribute] as const,
};

export const path = (strings: TemplateStringsArray, ...values: (string | number)[]) =>
  strings.reduce(
    (out, s, i) => out + s + (i < values.length ? encodeURIComponent(values[i]) : ''),
    '',
  );
