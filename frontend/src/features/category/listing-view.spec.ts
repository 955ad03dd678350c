import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_GROUPS, FLOWER_PRODUCTS, listingProduct } from './category.fixtures';
import { filterGroupsFor, productsOnDate, selectedOptions, visibleProducts } from './listing-view';

const names = (products: { name: string }[]) => products.map((p) => p.name);

describe('visibleProducts', () => {
  it('shows every product, in the chosen order, when nothing is selected', () => {
    expect(names(visibleProducts(FLOWER_PRODUCTS, [], 'weight'))).toEqual([
      'The Harriet',
      'Classic Red Roses',
      'Sunshine Sunflowers',
      'The Beatrice',
      'The Ivy',
    ]);
    expect(names(visibleProducts(FLOWER_PRODUCTS, [], 'priceasc'))).toEqual([
      'The Ivy',
      'The Beatrice',
      'Sunshine Sunflowers',
      'The Harriet',
      'Classic Red Roses',
    ]);
  });

  it('keeps only products with every selected attribute, then sorts them', () => {
    // Pink (103): Harriet and Beatrice; Pink + Birthday (110): only Harriet.
    expect(names(visibleProducts(FLOWER_PRODUCTS, [103], 'nameasc'))).toEqual([
      'The Beatrice',
      'The Harriet',
    ]);
    expect(names(visibleProducts(FLOWER_PRODUCTS, [103, 110], 'nameasc'))).toEqual(['The Harriet']);
    expect(visibleProducts(FLOWER_PRODUCTS, [103, 105], 'weight')).toEqual([]);
  });

  it('sorts by the price paid, so a discounted product sorts by its discounted price', () => {
    expect(names(visibleProducts(FLOWER_PRODUCTS, [103], 'pricedesc'))).toEqual([
      'The Harriet',
      'The Beatrice',
    ]);
  });

  it('does not reorder the list it was given', () => {
    const given = [...FLOWER_PRODUCTS];
    visibleProducts(given, [], 'namedesc');
    expect(given).toEqual(FLOWER_PRODUCTS);
  });
});

describe('filterGroupsFor', () => {
  it('offers only options some product carries and drops empty groups', () => {
    const groups = filterGroupsFor(ATTRIBUTE_GROUPS, [
      listingProduct({ id: 1, attributes: [105, 110] }),
      listingProduct({ id: 2, attributes: [103] }),
    ]);
    expect(groups.map((g) => [g.name, g.children.map((c) => c.name)])).toEqual([
      ['Colour', ['Pink', 'Red']],
      ['Occasion', ['Birthday']],
    ]);
  });
});

describe('selectedOptions', () => {
  it('names the selected options in filter order', () => {
    expect(selectedOptions(ATTRIBUTE_GROUPS, [110, 107]).map((o) => o.name)).toEqual([
      'Yellow',
      'Birthday',
    ]);
  });
});

describe('productsOnDate', () => {
  it('lists the products of a keyed answer', () => {
    const harriet = FLOWER_PRODUCTS[0];
    expect(productsOnDate({ products: { '101': harriet }, errors: [] })).toEqual([harriet]);
    expect(productsOnDate({ products: {}, errors: ['No delivery'] })).toEqual([]);
  });
});
