import type { CategoryResponse } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { categoryQueryOptions } from '../../api/catalogue.queries';
import { isRequestError } from '../../http/request-error';

/** The query client's own retry count for reads (query-client.ts). */
const DEFAULT_RETRIES = 1;

/**
 * Loads a category for its route: an unknown slug (the API's 404) becomes the not-found page.
 */
export async function loadCategory(
  queryClient: QueryClient,
  slug: string,
): Promise<CategoryResponse> {
  let data: CategoryResponse;
  try {
    data = await queryClient.ensureQueryData({
      ...categoryQueryOptions(slug),
      // A 4xx will not change on a second try; an unknown slug should reach not-found at once.
      retry: (failures, error) =>
        !(isRequestError(error) && error.status < 500) && failures < DEFAULT_RETRIES,
    });
  } catch (error) {
    if (isRequestError(error) && error.status === 404) throw notFound();
    throw error;
  }
  return data;
}

/** How many of a category's products its structured data lists (the first page's worth). */
const JSON_LD_ITEMS = 24;

/** schema.org CollectionPage listing the category's products in their shown order. */
function categoryJsonLd({ category, products }: CategoryResponse, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: category.title,
    description: category.metaDescription,
    url,
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: products.length,
      itemListElement: products.slice(0, JSON_LD_ITEMS).map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: product.name,
        url: `${origin}/product/${encodeURIComponent(product.slug)}`,
      })),
    },
  };
}

/**
 * Title, description, canonical link, social tags and structured data of a category page
 * (docs/rules-storefront.md "Category pages").
 */
export function categoryHead(data: CategoryResponse, origin: string) {
  const { category } = data;
  const title = `${category.title} | Posy`;
  const url = `${origin}/category/${category.slug}`;
  return {
    meta: [
      { title },
      { name: 'description', content: category.metaDescription },
      { property: 'og:title', content: title },
      { property: 'og:description', content: category.metaDescription },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: url },
      { 'script:ld+json': categoryJsonLd(data, url, origin) },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
