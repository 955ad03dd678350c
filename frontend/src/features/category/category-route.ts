import type { Category, CategoryResponse } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { categoryQueryOptions } from '../../api/catalogue.queries';
import { isRequestError } from '../../api/request-error';

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

/** Title, description, canonical link and social tags of a category page (spec 001 §2.3). */
export function categoryHead(category: Category | undefined, origin: string) {
  if (!category) return {};
  const title = `${category.title} | Posy`;
  return {
    meta: [
      { title },
      { name: 'description', content: category.metaDescription },
      { property: 'og:title', content: title },
      { property: 'og:description', content: category.metaDescription },
      { property: 'og:type', content: 'website' },
      { property: 'og:url', content: `${origin}/category/${category.slug}` },
    ],
    links: [{ rel: 'canonical', href: `${origin}/category/${category.slug}` }],
  };
}
