import { describe, expect, it } from 'vitest';
import { cardSizeLabel, productLayout } from './product-layout';

describe('productLayout', () => {
  it('gives the gift card its own page, whatever its distributor', () => {
    expect(productLayout({ sku: 'GIFTCARD', distributorName: 'Gift Cards' })).toBe('gift-card');
    expect(productLayout({ sku: 'GIFTCARD', distributorName: 'Cards' })).toBe('gift-card');
  });

  it('lays greetings cards out as cards', () => {
    expect(productLayout({ sku: 'CRD-501', distributorName: 'Cards' })).toBe('card');
  });

  it.each(['Flowers', 'Plants', 'Hampers', 'Letterbox'] as const)(
    'lays %s out as a bouquet',
    (distributorName) => {
      expect(productLayout({ sku: 'FLW-101', distributorName })).toBe('bouquet');
    },
  );
});

describe('cardSizeLabel', () => {
  it('names premium sizes from the A5 and A6 attributes', () => {
    expect(cardSizeLabel(['A5'])).toBe('Premium A5 Card');
    expect(cardSizeLabel(['Pots', 'A6'])).toBe('Premium A6 Card');
  });

  it('calls any other card a Standard Card', () => {
    expect(cardSizeLabel([])).toBe('Standard Card');
    expect(cardSizeLabel(['435', 'A4'])).toBe('Standard Card');
  });
});
