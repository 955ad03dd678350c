import type { LandingPage } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { landingModulesQueryOptions, landingPageQueryOptions } from '../../api/content.queries';
import { isRequestError } from '../../http/request-error';

/**
 * The site's name, after each landing page's SEO title (docs/rules-storefront.md "Landing pages").
 */
const SITE_NAME = 'Posy';

/**
 * Loads a landing page and its modules for its route: an unknown page (the API's 404) becomes
 * the not-found page.
 */
export async function loadLanding(queryClient: QueryClient, id: number): Promise<LandingPage> {
  try {
    const [page] = await Promise.all([
      queryClient.ensureQueryData(landingPageQueryOptions(id)),
      queryClient.ensureQueryData(landingModulesQueryOptions(id)),
    ]);
    return page;
  } catch (error) {
    if (isRequestError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * Title, description, canonical link and social tags of a landing page (docs/rules-storefront.md
 * "Landing pages").
 */
export function landingHead(page: LandingPage, origin: string, pathname: string) {
  const url = `${origin}${pathname}`;
  const title = `${page.seoTitle} | ${SITE_NAME}`;
  return {
    meta: [
      { title },
      { name: 'description', content: page.seoDescription },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: page.seoDescription },
      { property: 'og:url', content: url },
      { property: 'og:image', content: `${origin}${page.image}` },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
