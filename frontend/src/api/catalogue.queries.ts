import type {
  CategoryProductsResponse,
  CategoryResponse,
  FavouriteProduct,
  PotAddon,
  ProductBySlugResponse,
  ProductByVariantResponse,
  ProductTab,
  RelatedProduct,
} from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { CATALOGUE_STALE_MS, catalogueKeys, path } from './catalogue-keys';
import { fetchData } from '../http/fetch-data';

/**
 * The customisation attribute whose extras are pots (docs/rules-checkout.md "Pot chooser",
 * "Constants").
 */
export const POT_ATTRIBUTE = '435';

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

/**
 * `GET /api/favourites?ids=…`: only asked when there are ids (docs/rules-storefront.md "Calls").
 */
export const favouritesQueryOptions = (ids: readonly number[]) =>
  queryOptions({
    queryKey: catalogueKeys.favourites(ids),
    queryFn: ({ signal }) =>
      fetchData<FavouriteProduct[]>(`/api/favourites?ids=${ids.join(',')}`, signal),
    enabled: ids.length > 0,
    staleTime: CATALOGUE_STALE_MS,
  });

/**
 * `GET /api/product/{productId}/extras/435`: the pots offered with a plant (docs/rules-checkout.md
 * "Calls").
 */
export const potsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: catalogueKeys.extras(productId, POT_ATTRIBUTE),
    queryFn: ({ signal }) =>
      fetchData<PotAddon[]>(path`/api/product/${productId}/extras/${POT_ATTRIBUTE}`, signal),
    staleTime: CATALOGUE_STALE_MS,
  });
