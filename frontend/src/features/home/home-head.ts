import { SITE_DESCRIPTION, SITE_TITLE } from '../../document/document-head';

/**
 * The home page's canonical link, social tags and structured data (its title and description
 * are the shop's own, from the root route): the shop as an organisation, and its site search, so
 * search engines can offer a search box for it.
 */
export function homeHead(origin: string) {
  const url = `${origin}/`;
  return {
    meta: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: 'Posy' },
      { property: 'og:title', content: SITE_TITLE },
      { property: 'og:description', content: SITE_DESCRIPTION },
      { property: 'og:url', content: url },
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'Organization',
              name: 'Posy',
              url,
              logo: `${origin}/favicon.svg`,
            },
            {
              '@type': 'WebSite',
              name: 'Posy',
              url,
              potentialAction: {
                '@type': 'SearchAction',
                target: `${origin}/search?searchString={search_term_string}`,
                'query-input': 'required name=search_term_string',
              },
            },
          ],
        },
      },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
