import { candidate } from '../content.test-kit';
import { MAX_RULE_PRODUCTS, pickProducts, type ProductRule } from './product-rules';

const ids = (rule: ProductRule, candidates: ReturnType<typeof candidate>[]) =>
  pickProducts(rule, candidates).map((c) => c.id);

describe('product rules', () => {
  describe('bestsellers of a category', () => {
    it('picks the category’s buyable products, highest sortingOrder first, up to the count', () => {
      const given = [
        candidate(1, { sortingOrder: 300 }),
        candidate(2, { sortingOrder: 900 }),
        candidate(3, { sortingOrder: 600, categorySlugs: ['house-plants'] }),
        candidate(4, { sortingOrder: 950, earliestDeliveryDate: null }),
        candidate(5, { sortingOrder: 900 }),
        candidate(6, { sortingOrder: 700 }),
      ];

      expect(ids({ kind: 'bestsellers', category: 'flowers', count: 3 }, given)).toEqual([2, 5, 6]);
    });

    it('picks nothing for a category that is gone', () => {
      expect(
        ids({ kind: 'bestsellers', category: 'no-such-category', count: 4 }, [candidate(1)]),
      ).toEqual([]);
    });

    it(`never picks more than ${MAX_RULE_PRODUCTS}, nor anything for a nonsense count`, () => {
      const many = Array.from({ length: 40 }, (_, i) => candidate(i + 1));

      expect(ids({ kind: 'bestsellers', category: 'flowers', count: 100 }, many)).toHaveLength(
        MAX_RULE_PRODUCTS,
      );
      for (const count of [-3, Number.NaN, '4' as unknown as number]) {
        expect(ids({ kind: 'bestsellers', category: 'flowers', count }, many)).toEqual([]);
      }
    });
  });

  describe('named products', () => {
    it('keeps the order given and skips products that are gone or cannot be bought', () => {
      const given = [
        candidate(1, { slug: 'the-harriet' }),
        candidate(2, { slug: 'the-ivy' }),
        candidate(3, { slug: 'the-penelope', earliestDeliveryDate: null }),
      ];

      expect(
        ids(
          {
            kind: 'products',
            products: ['the-ivy', 'gone', 'the-penelope', 'the-harriet', 'the-ivy'],
          },
          given,
        ),
      ).toEqual([2, 1]);
      expect(ids({ kind: 'products', products: ['gone'] }, given)).toEqual([]);
    });
  });

  describe('available soonest', () => {
    it('picks the earliest delivery dates first, bestsellers first within a day', () => {
      const given = [
        candidate(1, { earliestDeliveryDate: '2026-06-06', sortingOrder: 990 }),
        candidate(2, { earliestDeliveryDate: '2026-06-05', sortingOrder: 100 }),
        candidate(3, { earliestDeliveryDate: '2026-06-05', sortingOrder: 800 }),
        candidate(4, { earliestDeliveryDate: '2026-06-05', categorySlugs: ['greetings-cards'] }),
        candidate(5, { earliestDeliveryDate: null, sortingOrder: 999 }),
        candidate(6, { earliestDeliveryDate: '2026-06-06', categorySlugs: ['hampers'] }),
      ];

      expect(ids({ kind: 'soonest', categories: ['flowers', 'hampers'], count: 4 }, given)).toEqual(
        [3, 2, 1, 6],
      );
    });
  });

  it('picks nothing for a rule that is missing or of an unknown kind', () => {
    const given = [candidate(1)];

    expect(ids(null as unknown as ProductRule, given)).toEqual([]);
    expect(ids({ kind: 'random' } as unknown as ProductRule, given)).toEqual([]);
    expect(ids({ kind: 'products' } as unknown as ProductRule, given)).toEqual([]);
  });
});
