import { discountAmountString, hasDiscount } from './catalogue';

describe('price display rules (spec 001 §5)', () => {
  it('writes discountAmount as pounds with two decimals', () => {
    expect(discountAmountString(500)).toBe('5.00');
    expect(discountAmountString(0)).toBe('0.00');
    expect(discountAmountString(1250)).toBe('12.50');
  });
  it('strikes the price through only when discountAmount exists and is not 0.00', () => {
    expect(hasDiscount('5.00')).toBe(true);
    expect(hasDiscount('0.00')).toBe(false);
    expect(hasDiscount(null)).toBe(false);
    expect(hasDiscount(undefined)).toBe(false);
  });
});
