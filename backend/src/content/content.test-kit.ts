import type { ContentPage, ListingProduct } from '@shop/contracts';
import type { RuleCandidate } from './domain/product-rules';
import { AFFILIATE_CODES, LANDING_PATHS, siteRoute } from './domain/site-links';

/** Keys whose string values are links, and those whose string values are pictures. */
const LINK_KEYS = new Set(['url', 'callToActionUrl', 'shopUrl']);
const PICTURE_KEYS = new Set(['src', 'image', 'imageSmall']);
const HREF = /href="([^"]*)"/g;

/**
 * Every link and picture path in content (landing pages, modules, navigation, content pages,
 * journal posts, as stored or as answered): `url`s, calls to action, offers, `href`s inside HTML,
 * pictures, products' own pages and journal posts' own pages.
 */
export function addressesOf(value: unknown): { links: string[]; pictures: string[] } {
  const links = new Set<string>();
  const pictures = new Set<string>();
  const walk = (node: unknown, key: string) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, key));
    if (typeof node === 'object' && node !== null) {
      const record = node as Record<string, unknown>;
      // A listing product links to its own page.
      if (typeof record.slug === 'string' && 'sku' in record) links.add(`/product/${record.slug}`);
      // So does a journal post (a summary has an excerpt).
      if (typeof record.slug === 'string' && 'excerpt' in record) {
        links.add(`/journal/${record.slug}`);
      }
      return Object.entries(record).forEach(([k, v]) => walk(v, k));
    }
    if (typeof node !== 'string') return;
    if (LINK_KEYS.has(key)) links.add(node);
    if (PICTURE_KEYS.has(key)) pictures.add(node);
    if (key === 'html') for (const [, href] of node.matchAll(HREF)) links.add(href);
  };
  walk(value, '');
  return { links: [...links].sort(), pictures: [...pictures].sort() };
}

/** A product as a rule sees it; buyable from 5 June 2026 unless told otherwise. */
export function candidate(
  id: number,
  fields: Partial<RuleCandidate> = {},
): RuleCandidate & { id: number } {
  return {
    id,
    slug: `product-${id}`,
    sortingOrder: 500,
    categorySlugs: ['flowers'],
    earliestDeliveryDate: '2026-06-05',
    ...fields,
  };
}

/**
 * The `weight` sort of a category page (docs/rules-storefront.md "Constants"): highest sortingOrder
 * first.
 */
export const bestsellersFirst = (a: ListingProduct, b: ListingProduct) =>
  b.sortingOrder - a.sortingOrder || a.id - b.id;

/** A GET against the running app, as supertest answers it. */
type Get = (path: string) => PromiseLike<{ status: number; body: { data: unknown } }>;

/**
 * Why a link in an answer leads nowhere, asked of the API itself: the route must be one content
 * may use and the page, section, post, category or product behind it must answer. Null when fine.
 */
export async function whyBroken(get: Get, url: string): Promise<string | null> {
  const route = siteRoute(url);
  if (!route) return 'not a route content may link to';
  const answers = async (path: string) => (await get(path)).status === 200;
  switch (route.kind) {
    case 'landing':
      return (await answers(`/api/landing-page/${LANDING_PATHS.indexOf(route.path) + 1}`))
        ? null
        : 'no such landing page';
    case 'category':
      return (await answers(`/api/category/${route.slug}`)) ? null : 'no such category';
    case 'product': {
      const { data } = (await get(`/api/product/slug/${route.slug}`)).body as {
        data: { product?: { available?: boolean } | null } | null;
      };
      return data?.product?.available ? null : 'no such product for sale';
    }
    case 'journal-post':
      return (await answers(`/api/journal/${route.slug}`)) ? null : 'no such journal post';
    case 'affiliate':
      return AFFILIATE_CODES.includes(route.code) ? null : 'no such affiliate code';
    case 'page': {
      const answer = await get(`/api/content-page/${route.slug}`);
      if (answer.status !== 200) return 'no such page';
      const page = answer.body.data as ContentPage;
      const sections = page.sections.map((s) => s.slug);
      if (route.section !== null) {
        return page.sectionRoutes && sections.includes(route.section)
          ? null
          : 'no such section page';
      }
      return route.anchor === null || sections.includes(route.anchor) ? null : 'no such section';
    }
    case 'gift-card':
    case 'search':
      return null;
  }
}
