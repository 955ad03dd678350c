import { describe, expect, it } from 'vitest';
import { isCardCategory, showsCardPromos } from './card-categories';

const OCCASIONS = [92, 93, 94, 95, 97, 98, 99, 103];

describe('isCardCategory', () => {
  it.each([91, ...OCCASIONS])('lists category %i as greetings cards', (id) => {
    expect(isCardCategory(id)).toBe(true);
  });

  it.each([1, 2, 7, 90, 96, 100, 102, 104])('lists category %i as products', (id) => {
    expect(isCardCategory(id)).toBe(false);
  });
});

describe('showsCardPromos', () => {
  it('threads the promo tiles through the all-cards page', () => {
    expect(showsCardPromos(91)).toBe(true);
  });

  it.each(OCCASIONS)('hides the card list on occasion page %i', (id) => {
    expect(showsCardPromos(id)).toBe(false);
  });

  it('has no card list on a product category', () => {
    expect(showsCardPromos(1)).toBe(false);
  });
});
