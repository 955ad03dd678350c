import type { IsoDate } from '@shop/contracts';

/**
 * What a product module stores instead of products: a rule, read against the live catalogue
 * each time the modules are asked for, so prices and availability are always today's.
 */
export type ProductRule =
  /**
   * A category's bestsellers: highest `sortingOrder` first (the 'weight' sort,
   * docs/rules-storefront.md "Constants").
   */
  | { kind: 'bestsellers'; category: string; count: number }
  /** Named products, in the order given. */
  | { kind: 'products'; products: string[] }
  /** Products of any of the categories that can be delivered soonest, bestsellers first per day. */
  | { kind: 'soonest'; categories: string[]; count: number };

/** What a rule needs to know of a product. */
export interface RuleCandidate {
  id: number;
  slug: string;
  sortingOrder: number;
  categorySlugs: readonly string[];
  /** The first date it can be delivered; null when it cannot be bought now. */
  earliestDeliveryDate: IsoDate | null;
}

/** No module shows more than this many products, whatever its rule says. */
export const MAX_RULE_PRODUCTS = 24;

const limit = (count: unknown) =>
  typeof count === 'number' && Number.isFinite(count)
    ? Math.max(0, Math.min(Math.floor(count), MAX_RULE_PRODUCTS))
    : 0;

const bestsellersFirst = (a: RuleCandidate, b: RuleCandidate) =>
  b.sortingOrder - a.sortingOrder || a.id - b.id;

const soonestFirst = (a: RuleCandidate, b: RuleCandidate) =>
  (a.earliestDeliveryDate as IsoDate).localeCompare(b.earliestDeliveryDate as IsoDate) ||
  bestsellersFirst(a, b);

const inAny = (candidate: RuleCandidate, categories: unknown) =>
  Array.isArray(categories) && categories.some((slug) => candidate.categorySlugs.includes(slug));

/** Every kind is handled above (the compiler checks); a stored unknown kind picks nothing. */
const unknownKind = (_rule: never): [] => [];

/**
 * The products a rule picks from the catalogue's products, in display order. Only products that
 * can be bought now are picked; a rule whose category or products are gone picks nothing.
 * Rules come from stored JSON, so a malformed one picks nothing rather than failing.
 */
export function pickProducts<T extends RuleCandidate>(
  rule: ProductRule,
  candidates: readonly T[],
): T[] {
  if (typeof rule !== 'object' || rule === null) return [];
  const buyable = candidates.filter((c) => c.earliestDeliveryDate !== null);
  switch (rule.kind) {
    case 'bestsellers':
      return buyable
        .filter((c) => c.categorySlugs.includes(rule.category))
        .sort(bestsellersFirst)
        .slice(0, limit(rule.count));
    case 'products': {
      if (!Array.isArray(rule.products)) return [];
      const bySlug = new Map(buyable.map((c) => [c.slug, c]));
      const named = [...new Set(rule.products)].map((slug) => bySlug.get(slug));
      return named.filter((c): c is T => c !== undefined).slice(0, MAX_RULE_PRODUCTS);
    }
    case 'soonest':
      return buyable
        .filter((c) => inAny(c, rule.categories))
        .sort(soonestFirst)
        .slice(0, limit(rule.count));
    default:
      return unknownKind(rule);
  }
}
