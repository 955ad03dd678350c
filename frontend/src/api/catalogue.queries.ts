import type {
  CategoryProductsResponse,
  CategoryResponse,
  FavouriteProduct,
  HeaderInfo,
  PotAddon,
  ProductBySlugResponse,
  ProductByVariantResponse,
  ProductTab,
  RelatedProduct,
  SearchSuggestion,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData } from './fetch-data';

/** Catalogue answers change rarely; the spec marks most of them cached (spec 001 §7). */
export const CATALOGUE_STALE_MS = 5 * 60 * 1000;

/** The customisation attribute whose extras are pots (spec 000 §2 "Pot chooser", §9). */
export const POT_ATTRIBUTE = '435';

/** Query keys of the catalogue's calls (spec 001 §7, and the extras of spec 000 §7). */
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

const path = (strings: TemplateStringsArray, ...values: (string | number)[]) =>
  strings.reduce(
    (out, s, i) => out + s + (i < values.length ? encodeURIComponent(values[i]) : ''),
    '',
  );

/** `GET /api/category/{slug}`. */
export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.category(slug),
    queryFn: ({ signal }) => fetchData<CategoryResponse>(path`/api/category/${slug}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/category-products/{categoryId}[/{date}]`: products deliverable on a date. */
export const categoryProductsQueryOptions = (categoryId: number, date: string | null) =>
  queryOptions({
    queryKey: catalogueKeys.categoryProducts(categoryId, date),
    queryFn: ({ signal }) =>
      fetchData<CategoryProductsResponse>(
        date
          ? path`/api/category-products/${categoryId}/${date}`
          : path`/api/category-products/${categoryId}`,
        signal,
      ),
  });

/** `GET /api/product/slug/{slug}` (not cached: availability and price can change). */
export const productBySlugQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: catalogueKeys.product(slug),
    queryFn: ({ signal }) =>
      fetchData<ProductBySlugResponse>(path`/api/product/slug/${slug}`, signal),
  });

/** `GET /api/product/id/{variantId}`. */
export const productByVariantQueryOptions = (variantId: number) =>
  queryOptions({
    queryKey: catalogueKeys.variant(variantId),
    queryFn: ({ signal }) =>
      fetchData<ProductByVariantResponse>(path`/api/product/id/${variantId}`, signal),
  });

/** `GET /api/product/tabs/{productId}`. */
export const productTabsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.tabs(productId),
    queryFn: ({ signal }) => fetchData<ProductTab[]>(path`/api/product/tabs/${productId}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/product/you-may-also-be-interested-in/{productId}`. */
export const relatedProductsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.related(productId),
    queryFn: ({ signal }) =>
      fetchData<RelatedProduct[]>(
        path`/api/product/you-may-also-be-interested-in/${productId}`,
        signal,
      ),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/favourites?ids=…`: only asked when there are ids (spec 001 §7). */
export const favouritesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: catalogueKeys.favourites(ids),
    queryFn: ({ signal }) =>
      fetchData<FavouriteProduct[]>(`/api/favourites?ids=${ids.join(',')}`, signal),
    enabled: ids.length > 0,
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/landing-page/header`: the earliest available delivery date. */
export const headerInfoQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.header(),
    queryFn: ({ signal }) => fetchData<HeaderInfo>('/api/landing-page/header', signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/search/products?term=&limit=`: header suggestions (4) or the search page. */
export const searchProductsQueryOptions = (term: string, limit = 4) =>
  queryOptions({
    queryKey: catalogueKeys.search(term, limit),
    queryFn: ({ signal }) =>
      fetchData<SearchSuggestion[]>(path`/api/search/products?term=${term}&limit=${limit}`, signal),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** `GET /api/product/{productId}/extras/435`: the pots offered with a plant (spec 000 §7). */
export const potsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.extras(productId, POT_ATTRIBUTE),
    queryFn: ({ signal }) =>
      fetchData<PotAddon[]>(path`/api/product/${productId}/extras/${POT_ATTRIBUTE}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
