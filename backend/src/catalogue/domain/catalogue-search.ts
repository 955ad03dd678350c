import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import { matchesAllAttributes } from '@shop/contracts';
import type { CatalogueSnapshot } from '../entities/catalogue-snapshot';
import type { ProductEntity } from '../entities/product.entity';

const tokenize = (text: string): string[] =>
  (MiniSearch.getDefault('tokenize') as (text: string) => string[])(text.toLowerCase()).filter(
    Boolean,
  );

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');

interface IndexedProduct {
  id: number;
  name: string;
  text: string;
  categories: string;
}

export interface CardFilter {
  categoryId: number;
  term?: string;
  personalisedOnly?: boolean;
  attributes?: number[];
}

/** Beyond this a term matches too much to help, and costs more to look up. */
const MAX_EDITS = 3;

/**
 * How many edits a query term may be from an indexed word: one per five letters, rounded (none
 * for 1–2 letters, 1 for 3–7, 2 for 8–12), as MiniSearch's `fuzzy: 0.2` allowed, but at most 3
 * so that a long run of letters cannot make the search slow.
 */
export function maxEdits(term: string): number {
  return Math.min(MAX_EDITS, Math.round(term.length / 5));
}

/**
 * The term with one pair of neighbouring letters swapped, each swap once: 'rsoes' → 'sroes',
 * 'roses', 'rseos', 'rsose'. None for terms allowed no edits.
 */
export function termVariants(term: string): string[] {
  if (maxEdits(term) === 0) return [];
  const variants = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
    if (swapped !== term) variants.add(swapped);
  }
  return [...variants];
}

/** MiniSearch's default weight for fuzzy matches; a swap scores like one other edit would. */
const FUZZY_WEIGHT = 0.45;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { name: 3, categories: 1.5 },
  fuzzy: (term) => maxEdits(term),
  prefix: true,
  weights: { fuzzy: FUZZY_WEIGHT, prefix: 0.375 },
};

/**
 * One query term as MiniSearch should look for it: the term itself (whole, as a prefix, or within
 * `maxEdits`), or one of its swapped-letter variants (whole or as a prefix). MiniSearch's edit
 * distance counts a swap as two edits, so with the one edit a 3–7 letter word is allowed,
 * 'rsoes' never reached 'roses'; looking up the n−1 variants makes a swap cost one edit, as in
 * Damerau's distance. Longer words already allow two edits, so a lone swap reaches them anyway;
 * the variants are looked up without further edits, which keeps their cost to n−1 lookups.
 */
function termQuery(term: string): Query {
  const swapWeight = (FUZZY_WEIGHT * term.length) / (term.length + 1);
  return {
    combineWith: 'OR',
    queries: [
      term,
      ...termVariants(term).map((variant) => ({
        queries: [variant],
        fuzzy: false,
        boostTerm: () => swapWeight,
      })),
    ],
  };
}

/**
 * The two search indexes of docs/rules-storefront.md "Calls", built in memory from the catalogue:
 * `products` for the header's suggestions and the search page, `cards` for the greetings-card
 * listings. Every word typed must match (AND); a word matches exactly, as a prefix, or with a typo
 * (see `maxEdits`), a swap of two neighbouring letters counting as one. Names weigh above
 * categories, then text.
 */
export class CatalogueSearch {
  private readonly products: MiniSearch<IndexedProduct>;
  private readonly cards: MiniSearch<IndexedProduct>;

  constructor(private readonly snapshot: CatalogueSnapshot) {
    const toIndexed = (p: ProductEntity): IndexedProduct => ({
      id: p.id,
      name: p.name,
      text: [stripTags(p.description), ...p.bulletPoints, ...p.contents].join(' '),
      categories: p.categories.map((c) => c.name).join(' '),
    });
    const options = { fields: ['name', 'text', 'categories'], searchOptions: SEARCH_OPTIONS };
    const live = snapshot.products.filter((p) => p.available);
    this.products = new MiniSearch<IndexedProduct>(options);
    this.products.addAll(live.filter((p) => p.distributor !== 'Cards').map(toIndexed));
    this.cards = new MiniSearch<IndexedProduct>(options);
    this.cards.addAll(live.filter((p) => p.distributor === 'Cards').map(toIndexed));
  }

  /** Best matches for a term, best first. */
  searchProducts(term: string, limit: number): ProductEntity[] {
    const trimmed = term.trim();
    if (!trimmed) return [];
    return this.find(this.products, trimmed)
      .slice(0, limit)
      .map((id) => this.snapshot.productsById.get(id) as ProductEntity);
  }

  /** Cards of a category matching every filter, highest sortingOrder first. */
  searchCards(filter: CardFilter): ProductEntity[] {
    const term = filter.term?.trim();
    const candidates = term
      ? this.find(this.cards, term).map((id) => this.snapshot.productsById.get(id) as ProductEntity)
      : this.snapshot.products.filter((p) => p.available && p.distributor === 'Cards');
    return candidates
      .filter((p) => p.categories.some((c) => c.id === filter.categoryId))
      .filter((p) => !filter.personalisedOnly || p.isPersonalisable)
      .filter((p) =>
        matchesAllAttributes(
          p.attributes.map((a) => a.id),
          filter.attributes ?? [],
        ),
      )
      .sort((a, b) => b.sortingOrder - a.sortingOrder || a.id - b.id);
  }

  /**
   * Ids of the documents matching every word of `text`, best first: those where each word is
   * found as typed (whole or as a prefix) before those that needed a typo, each group by score.
   * MiniSearch multiplies a score by how many distinct query terms matched; with every word
   * required that is the same for all hits, except that a matched swap variant would count as an
   * extra word, so the multiplier is divided out before ranking.
   */
  private find(index: MiniSearch<IndexedProduct>, text: string): number[] {
    const terms = [...new Set(tokenize(text))];
    if (terms.length === 0) return [];
    const hits = index.search({ combineWith: 'AND', queries: terms.map(termQuery) });
    return hits
      .map((hit) => ({
        id: hit.id as number,
        asTyped: terms.every((term) => hit.terms.some((word) => word.startsWith(term))),
        score: hit.score / hit.queryTerms.length,
      }))
      .sort((a, b) => Number(b.asTyped) - Number(a.asTyped) || b.score - a.score)
      .map((hit) => hit.id);
  }
}
