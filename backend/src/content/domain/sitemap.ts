import type { IsoDate, SitemapEntry, SitemapGroup, SitemapKind } from '@shop/contracts';

/** What the sitemap lists, as read from the content tables and the catalogue. */
export interface SitemapSources {
  landingPages: { path: string; title: string }[];
  pages: {
    slug: string;
    title: string;
    updatedOn: IsoDate;
    sectionRoutes: boolean;
    sections: { slug: string; title: string }[];
  }[];
  journal: { slug: string; title: string; publishedOn: IsoDate }[];
  categories: { slug: string; name: string }[];
  /** Every product; only those that can be bought are listed. */
  products: { slug: string; name: string; available: boolean }[];
}

const GROUP_TITLES: Record<SitemapKind, string> = {
  landing: 'Shop',
  page: 'Help and information',
  journal: 'The Posy Journal',
  category: 'Categories',
  product: 'Products',
};

/** Paths a search engine should not crawl (robots.txt): one shopper's pages and the API. */
export const DISALLOWED_PATHS = [
  '/checkout',
  '/payment',
  '/support',
  '/api/',
  '/order-complete',
  '/order-questionnaire',
  '/tracking',
] as const;

const entry = (path: string, title: string, lastmod: IsoDate | null = null): SitemapEntry => ({
  path,
  title,
  lastmod,
  children: [],
});

const byTitle = (a: SitemapEntry, b: SitemapEntry) =>
  a.title.localeCompare(b.title, 'en-GB') || a.path.localeCompare(b.path);

/**
 * The sitemap's groups in the order `/sitemap` shows them: the landing pages, the content pages
 * (each section page under its page), the journal (newest first), then categories and products
 * that can be bought, by name.
 */
export function sitemapGroups(sources: SitemapSources): SitemapGroup[] {
  const entries: Record<SitemapKind, SitemapEntry[]> = {
    landing: sources.landingPages.map(({ path, title }) => entry(path, title)),
    page: sources.pages.map((page) => ({
      ...entry(`/${page.slug}`, page.title, page.updatedOn),
      children: page.sectionRoutes
        ? page.sections.map((s) => entry(`/${page.slug}/${s.slug}`, s.title, page.updatedOn))
        : [],
    })),
    journal: [...sources.journal]
      .sort((a, b) => b.publishedOn.localeCompare(a.publishedOn) || a.slug.localeCompare(b.slug))
      .map((post) => entry(`/journal/${post.slug}`, post.title, post.publishedOn)),
    category: sources.categories.map((c) => entry(`/category/${c.slug}`, c.name)).sort(byTitle),
    product: sources.products
      .filter((p) => p.available)
      .map((p) => entry(`/product/${p.slug}`, p.name))
      .sort(byTitle),
  };
  return (Object.keys(GROUP_TITLES) as SitemapKind[]).map((kind) => ({
    kind,
    title: GROUP_TITLES[kind],
    entries: entries[kind],
  }));
}

/** Every entry of the groups, children after their parent, each path once. */
export function sitemapUrls(groups: readonly SitemapGroup[]): SitemapEntry[] {
  const seen = new Set<string>();
  const flat = (entries: readonly SitemapEntry[]): SitemapEntry[] =>
    entries.flatMap((e) => [e, ...flat(e.children)]);
  return groups
    .flatMap((group) => flat(group.entries))
    .filter((e) => !seen.has(e.path) && Boolean(seen.add(e.path)));
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

/** `sitemap.xml` (sitemaps.org 0.9): an absolute `<loc>` per path, `<lastmod>` where known. */
export function sitemapXml(groups: readonly SitemapGroup[], origin: string): string {
  const urls = sitemapUrls(groups).map(({ path, lastmod }) => {
    const loc = `<loc>${xml(new URL(path, origin).href)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** `robots.txt`: everything may be crawled but one shopper's pages and the API; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
