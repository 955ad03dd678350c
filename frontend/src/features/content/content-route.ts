import { CONTENT_PAGE_SLUG, type ContentPage, type ContentSection } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { contentPageQueryOptions } from '../../api/content-pages.queries';
import { isRequestError } from '../../api/request-error';

/** The site's name, after each page's SEO title. */
export const SITE_NAME = 'Posy';

/** True for a path segment that may name a content page (the API refuses anything else). */
export function isContentSlug(value: string): boolean {
  return CONTENT_PAGE_SLUG.test(value);
}

/** A page's path: `/about-us`, or a section's own page: `/about-us/history`. */
export function contentPath(slug: string, section?: string): string {
  const page = `/${encodeURIComponent(slug)}`;
  return section === undefined ? page : `${page}/${encodeURIComponent(section)}`;
}

/**
 * A 404 (no such page) or 400 (a slug the API refuses) becomes the not-found page; anything else
 * is the error page's.
 */
export function notFoundOn4xx(error: unknown): never {
  if (isRequestError(error) && (error.status === 404 || error.status === 400)) throw notFound();
  throw error;
}

/** Loads a content page for its route: an unknown page becomes the not-found page. */
export function loadContentPage(queryClient: QueryClient, slug: string): Promise<ContentPage> {
  return queryClient.ensureQueryData(contentPageQueryOptions(slug)).catch(notFoundOn4xx);
}

/** The section shown alone at `/{slug}/{section}`, or null when the page has no such page. */
export function sectionPageOf(page: ContentPage, section: string): ContentSection | null {
  if (!page.sectionRoutes) return null;
  return page.sections.find((candidate) => candidate.slug === section) ?? null;
}

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

/** A path from the API as an absolute URL on this shop's origin. */
export const absoluteUrl = (path: string, origin: string) => new URL(path, origin).href;

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

/** The head of a content page at `/{slug}`. */
export function contentHead(page: ContentPage, origin: string) {
  return pageHead(
    {
      seoTitle: page.seoTitle,
      description: page.seoDescription,
      path: contentPath(page.slug),
      image: page.image?.src,
    },
    origin,
  );
}

/** The head of a section's own page: its title before the page's, its own canonical address. */
export function sectionHead(page: ContentPage, section: ContentSection, origin: string) {
  return pageHead(
    {
      seoTitle: `${section.title} - ${page.seoTitle}`,
      description: page.seoDescription,
      path: contentPath(page.slug, section.slug),
      image: section.picture?.src ?? page.image?.src,
    },
    origin,
  );
}
