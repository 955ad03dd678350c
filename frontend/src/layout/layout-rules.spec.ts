import { describe, expect, it } from 'vitest';
import { isCheckoutPath } from './layout-rules';

describe('isCheckoutPath', () => {
  it.each(['/checkout', '/checkout/', '/checkout/1', '/checkout/2', '/payment', '/payment/'])(
    'hides the shop chrome on %s',
    (pathname) => {
      expect(isCheckoutPath(pathname)).toBe(true);
    },
  );

  it.each([
    '/',
    '/category/flowers',
    '/payments-info',
    '/checkout-help',
    '/account/payment-methods',
  ])('keeps the shop chrome on %s', (pathname) => {
    expect(isCheckoutPath(pathname)).toBe(false);
  });
});
