import type { IsoDate } from '../common/dates';

/**
 * `GET /api/sitemap`: every page a search engine may list, grouped for the human-readable
 * `/sitemap` page. `GET /sitemap.xml` lists the same paths (and their `children`) as absolute
 * URLs.
 */

/** The groups, in the order the `/sitemap` page shows them. */
export type SitemapKind = 'landing' | 'page' | 'journal' | 'category' | 'product';

export interface SitemapEntry {
  /** A path on this site, e.g. `/about-us`. */
  path: string;
  title: string;
  /** When its content last changed, where that is known. */
  lastmod: IsoDate | null;
  /** Pages of its own sections (`/about-us/history`); empty for most entries. */
  children: SitemapEntry[];
}

export interface SitemapGroup {
  kind: SitemapKind;
  /** The group's heading, e.g. 'Help and information'. */
  title: string;
  entries: SitemapEntry[];
}
