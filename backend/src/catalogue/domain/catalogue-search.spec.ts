import type { CatalogueSnapshot } from '../entities/catalogue-snapshot';
import type { CategoryEntity } from '../entities/category.entity';
import type { ProductEntity } from '../entities/product.entity';
import { CAT, SEED_CATEGORIES, SEED_PRODUCTS } from '../seed';
import { CatalogueSearch, maxEdits, termVariants } from './catalogue-search';

/** The seeded catalogue as the snapshot would hold it, without a database. */
function seededSearch(): CatalogueSearch {
  const categories = new Map(
    SEED_CATEGORIES.map((c) => [c.id, { id: c.id, name: c.name } as CategoryEntity]),
  );
  const products = SEED_PRODUCTS.map(
    (p) =>
      ({
        ...p,
        categories: p.categories.map((id) => categories.get(id)!),
        attributes: p.attributes.map((id) => ({ id })),
      }) as unknown as ProductEntity,
  );
  return new CatalogueSearch({
    products,
    productsById: new Map(products.map((p) => [p.id, p])),
  } as CatalogueSnapshot);
}

const search = seededSearch();

/** What the index holds for a product: name, copy and category names. */
const indexedText = (p: ProductEntity) =>
  [p.name, p.description, ...p.bulletPoints, ...p.contents, ...p.categories.map((c) => c.name)]
    .join(' ')
    .replace(/<[^>]*>/g, ' ');
const names = (term: string, limit = 48) => search.searchProducts(term, limit).map((p) => p.name);

describe('CatalogueSearch.searchProducts', () => {
  it.each([
    ['rsoes', /rose/i],
    ['orses', /rose/i],
    ['tulpis', /tulip/i],
    ['tuilp', /tulip/i],
  ])('finds what the shopper meant when two letters of %p are swapped', (typo, meant) => {
    const found = names(typo);
    expect(found[0]).toMatch(meant);
    expect(found.length).toBeGreaterThan(0);
  });

  it('finds the same first product for a swap as for the word spelled right', () => {
    expect(names('rsoes', 4)).toContain(names('roses', 1)[0]);
    expect(names('tulpis', 4)).toContain(names('tulips', 1)[0]);
  });

  it('finds a swap inside one word of several', () => {
    expect(names('red rsoes')[0]).toBe('Classic Red Roses');
  });

  it.each(['rose', 'three', 'post', 'pots', 'tulip', 'plant'])(
    'lists products with a word starting %p before those found through a typo',
    (term) => {
      const asTyped = new RegExp(`\\b${term}`, 'i');
      const found = search.searchProducts(term, 48).map((p) => asTyped.test(indexedText(p)));
      expect(found.length).toBeGreaterThan(0);
      const firstTypo = found.includes(false) ? found.indexOf(false) : found.length;
      expect(found.slice(firstTypo)).not.toContain(true);
    },
  );

  it.each(['zzqxv', 'xqzjw', 'qwrtp', 'zzzzqqqq'])('finds nothing for the nonsense %p', (term) => {
    expect(names(term)).toEqual([]);
  });

  it('finds nothing for a blank term', () => {
    expect(names('   ')).toEqual([]);
  });
});

describe('CatalogueSearch.searchCards', () => {
  it('forgives a swap in the words of a card search too', () => {
    const cards = (term: string) => search.searchCards({ categoryId: CAT.birthdayCards, term });
    const withCake = cards('cake').filter((p) => /\bcake/i.test(indexedText(p)));
    expect(withCake.length).toBeGreaterThan(0);
    expect(cards('ckae')).toEqual(withCake);
    expect(cards('zzqxv')).toEqual([]);
  });
});

describe('termVariants', () => {
  it('swaps each pair of neighbouring letters once, without repeats or the term itself', () => {
    expect(termVariants('rsoes')).toEqual(['sroes', 'roses', 'rseos', 'rsose']);
    expect(termVariants('noon')).toEqual(['onon', 'nono']);
  });

  it('leaves terms too short to have a typo alone', () => {
    expect(termVariants('ab')).toEqual([]);
  });
});

describe('maxEdits', () => {
  it('allows one edit per five letters, rounded, and never more than 3', () => {
    expect(
      ['ab', 'red', 'tulips', 'birthday', 'chrysanthemums', 'x'.repeat(100)].map(maxEdits),
    ).toEqual([0, 1, 1, 2, 3, 3]);
  });
});
