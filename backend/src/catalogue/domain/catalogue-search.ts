import MiniSearch from 'minisearch';
import { matchesAllAttributes } from '@shop/contracts';
import type { CatalogueSnapshot } from '../entities/catalogue-snapshot';
import type { ProductEntity } from '../entities/product.entity';

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

/**
 * The two search indexes of spec 001 §7, built in memory from the catalogue: `products` for the
 * header's suggestions and the search page, `cards` for the greetings-card listings. Typo
 * tolerant (fuzzy 0.2) and prefix matching, names weighted above descriptions.
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
    const options = {
      fields: ['name', 'text', 'categories'],
      searchOptions: {
        boost: { name: 3, categories: 1.5 },
        fuzzy: 0.2,
        prefix: true,
        combineWith: 'AND' as const,
      },
    };
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
    return this.products
      .search(trimmed)
      .slice(0, limit)
      .map((hit) => this.snapshot.productsById.get(hit.id as number) as ProductEntity);
  }

  /** Cards of a category matching every filter, highest sortingOrder first. */
  searchCards(filter: CardFilter): ProductEntity[] {
    const term = filter.term?.trim();
    const candidates = term
      ? this.cards
          .search(term)
          .map((hit) => this.snapshot.productsById.get(hit.id as number) as ProductEntity)
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
}
