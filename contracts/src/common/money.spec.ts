import { formatPence, formatPriceOrFree, poundsToPence } from './money';

describe('money', () => {
  it('formats integer pence as pounds', () => {
    expect(formatPence(2050)).toBe('£20.50');
    expect(formatPence(225)).toBe('£2.25');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(125000)).toBe('£1,250.00');
    expect(formatPence(-500)).toBe('-£5.00');
  });

  it('refuses fractional pence', () => {
    expect(() => formatPence(20.5)).toThrow(RangeError);
    expect(() => formatPence(Number.NaN)).toThrow(RangeError);
  });

  it('shows a zero price as FREE where the spec says so', () => {
    expect(formatPriceOrFree(0)).toBe('FREE');
    expect(formatPriceOrFree(399)).toBe('£3.99');
  });

  it('converts whole pounds to pence', () => {
    expect(poundsToPence(30)).toBe(3000);
    expect(poundsToPence(2.25)).toBe(225);
  });
});
