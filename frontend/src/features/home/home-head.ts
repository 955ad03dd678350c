/**
 * The home page's head: landing page 1's title, description, canonical link and social tags
 * (landing-route.ts), with structured data of its own: the shop as an organisation, and its
 * site search, so search engines can offer a search box for it.
 */
export function homeHead<H extends { meta: object[]; links: object[] }>(
  landing: H,
  origin: string,
) {
  const url = `${origin}/`;
  return {
    ...landing,
    meta: [
      ...landing.meta,
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
  };
}
