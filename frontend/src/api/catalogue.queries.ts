import type {
  CategoryProductsResponse,
  CategoryResponse,
  FavouriteProduct,
  HeaderInfo,
  ListingProduct,
  ProductBySlugResponse,
  ProductByVariantResponse,
  ProductTab,
  RelatedProduct,
  SearchSuggestion,
} from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchData } from './fetch-data';

/** Catalogue answers change rarely; the spec marks most of them cached (spec 001 §7). */
const CATALOGUE_STALE_MS = 5 * 60 * 1000;

const path = (strings: TemplateStringsArray, ...values: (string | number)[]) =>
  strings.reduce(
    (out, s, i) => out + s + (i < values.length ? encodeURIComponent(values[i]) : ''),
    '',
  );

/** `GET /api/category/{slug}`. */
export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category', slug],
    queryFn: ({ signal }) => fetchData<CategoryResponse>(path`/api/category/${slug}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/category-products/{categoryId}[/{date}]`: products deliverable on a date. */
export const categoryProductsQueryOptions = (categoryId: number, date: string | null) =>
  queryOptions({
    queryKey: ['catalogue', 'category-products', categoryId, date],
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
    queryKey: ['catalogue', 'product', slug],
    queryFn: ({ signal }) =>
      fetchData<ProductBySlugResponse>(path`/api/product/slug/${slug}`, signal),
  });

/** `GET /api/product/id/{variantId}`. */
export const productByVariantQueryOptions = (variantId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'variant', variantId],
    queryFn: ({ signal }) =>
      fetchData<ProductByVariantResponse>(path`/api/product/id/${variantId}`, signal),
  });

/** `GET /api/product/tabs/{productId}`. */
export const productTabsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'tabs', productId],
    queryFn: ({ signal }) => fetchData<ProductTab[]>(path`/api/product/tabs/${productId}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/product/you-may-also-be-interested-in/{productId}`. */
export const relatedProductsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'related', productId],
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
    queryKey: ['catalogue', 'favourites', [...ids]],
    queryFn: ({ signal }) =>
      fetchData<FavouriteProduct[]>(`/api/favourites?ids=${ids.join(',')}`, signal),
    enabled: ids.length > 0,
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/landing-page/header`: the earliest available delivery date. */
export const headerInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'header'],
    queryFn: ({ signal }) => fetchData<HeaderInfo>('/api/landing-page/header', signal),
    staleTime: CATALOGUE_STALE_MS,
  });

/** `GET /api/search/products?term=&limit=`: header suggestions (4) or the search page. */
export const searchProductsQueryOptions = (term: string, limit = 4) =>
  queryOptions({
    queryKey: ['catalogue', 'search', term, limit],
    queryFn: ({ signal }) =>
      fetchData<SearchSuggestion[]>(path`/api/search/products?term=${term}&limit=${limit}`, signal),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export interface CardSearch {
  category: number;
  term: string;
  personalised: boolean;
  attributes: number[];
}

/** `GET /api/search/cards?…`: the greetings-card listing (index `cards`). */
export const searchCardsQueryOptions = (search: CardSearch) => {
  const params = new URLSearchParams({ category: String(search.category) });
  if (search.term.trim()) params.set('term', search.term.trim());
  if (search.personalised) params.set('personalised', 'true');
  if (search.attributes.length) params.set('attributes', search.attributes.join(','));
  return queryOptions({
    queryKey: ['catalogue', 'cards', search],
    queryFn: ({ signal }) => fetchData<ListingProduct[]>(`/api/search/cards?${params}`, signal),
    placeholderData: keepPreviousData,
  });
};
