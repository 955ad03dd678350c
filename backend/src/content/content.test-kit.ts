import type { ListingProduct } from '@shop/contracts';
import type { RuleCandidate } from './domain/product-rules';

/** Keys whose string values are links, and those whose string values are pictures. */
const LINK_KEYS = new Set(['url', 'callToActionUrl']);
const PICTURE_KEYS = new Set(['src', 'image', 'imageSmall']);
const HREF = /href="([^"]*)"/g;

/**
 * Every link and picture path in content (landing pages, modules, navigation, as stored or as
 * answered): `url`s, calls to action, `href`s inside HTML, pictures and products' own pages.
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

/** The `weight` sort of a category page (spec 001 §9): highest sortingOrder first. */
export const bestsellersFirst = (a: ListingProduct, b: ListingProduct) =>
  b.sortingOrder - a.sortingOrder || a.id - b.id;
