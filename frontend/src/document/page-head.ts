/** The site's name, after each page's SEO title. */
export const SITE_NAME = 'Posy';

/** What a page's `<head>` says about it. */
export interface HeadFacts {
  /** Before ' | Posy'. */
  seoTitle: string;
  description: string;
  /** The page's path on this site. */
  path: string;
  /** A picture's path on this site, for the social card. */
  image?: string | null;
  /** `article` for a journal post. */
  type?: 'website' | 'article';
  /** Structured data, as JSON-LD. */
  jsonLd?: Record<string, unknown>;
}

/** A path from the API as an absolute URL on this shop's origin (search engines want those). */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}

/** Title '{seoTitle} | Posy', description, canonical link and social tags. */
export function pageHead(facts: HeadFacts, origin: string) {
  const url = absoluteUrl(facts.path, origin);
  const title = `${facts.seoTitle} | ${SITE_NAME}`;
  const image = facts.image ? absoluteUrl(facts.image, origin) : null;
  return {
    meta: [
      { title },
      { name: 'description', content: facts.description },
      { property: 'og:type', content: facts.type ?? 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:title', content: title },
      { property: 'og:description', content: facts.description },
      { property: 'og:url', content: url },
      ...(image ? [{ property: 'og:image', content: image }] : []),
      { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
      ...(facts.jsonLd ? [{ 'script:ld+json': facts.jsonLd }] : []),
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}
