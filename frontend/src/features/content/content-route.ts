import type { ContentPage, ContentSection } from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { contentPageQueryOptions } from '../../api/content-pages.queries';
import { isRequestError } from '../../http/request-error';
import { pageHead } from '../../document/page-head';

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
