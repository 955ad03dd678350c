import { describe, expect, it } from 'vitest';
import { isCheckoutPath, isSupportPath } from './layout-rules';

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

describe('isSupportPath', () => {
  it.each(['/support', '/support/', '/support/sign-in', '/support/baskets/abc'])(
    'gives %s the staff frame',
    (pathname) => {
      expect(isSupportPath(pathname)).toBe(true);
    },
  );

  it.each(['/', '/support-us', '/checkout', '/help/support'])(
    'keeps the shop frame on %s',
    (pathname) => {
      expect(isSupportPath(pathname)).toBe(false);
    },
  );
});
