import { isSortOption, matchesAllAttributes, sortProducts } from './listing-rules';

const product = (id: number, name: string, discountedPrice: number, sortingOrder: number) => ({
  id,
  name,
  discountedPrice,
  sortingOrder,
});
const products = [
  product(1, 'The Harriet', 3500, 10),
  product(2, 'Autumn Glow', 2050, 900),
  product(3, 'Peony Dream', 5000, 500),
  product(4, 'Zesty Lemon', 2050, 900),
];

describe('matchesAllAttributes', () => {
  it('needs every selected attribute', () => {
    expect(matchesAllAttributes([101, 102, 103], [101, 103])).toBe(true);
    expect(matchesAllAttributes([101, 102], [101, 104])).toBe(false);
  });
  it('matches everything when nothing is selected', () => {
    expect(matchesAllAttributes([], [])).toBe(true);
  });
});

describe('sortProducts', () => {
  const names = (sort: Parameters<typeof sortProducts>[1]) =>
    sortProducts(products, sort).map((p) => p.name);
  it('weight is sortingOrder, highest first (ties by name)', () => {
    expect(names('weight')).toEqual(['Autumn Glow', 'Zesty Lemon', 'Peony Dream', 'The Harriet']);
  });
  it('sorts by the price the shopper pays', () => {
    expect(names('priceasc')).toEqual(['Autumn Glow', 'Zesty Lemon', 'The Harriet', 'Peony Dream']);
    expect(names('pricedesc')).toEqual([
      'Peony Dream',
      'The Harriet',
      'Autumn Glow',
      'Zesty Lemon',
    ]);
  });
  it('sorts by name both ways', () => {
    expect(names('nameasc')).toEqual(['Autumn Glow', 'Peony Dream', 'The Harriet', 'Zesty Lemon']);
    expect(names('namedesc')).toEqual(['Zesty Lemon', 'The Harriet', 'Peony Dream', 'Autumn Glow']);
  });
  it('does not change the input', () => {
    sortProducts(products, 'nameasc');
    expect(products[0].name).toBe('The Harriet');
  });
  it('knows its options', () => {
    expect(isSortOption('weight')).toBe(true);
    expect(isSortOption('cheapest')).toBe(false);
    expect(isSortOption('toString')).toBe(false);
  });
});
