import { describe, expect, it } from 'vitest';
import { isCheckoutPath, isFluidPath, isSupportPath } from './layout-rules';

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

describe('isFluidPath', () => {
  it.each([
    '/',
    '/category/flowers',
    '/category/flowers/',
    '/category/plants',
    '/hamper-delivery',
    '/hamper-delivery/',
    '/greetings-cards',
    '/journal',
    '/journal/',
    '/journal/spring-bouquets',
    '/checkout',
    '/checkout/2',
    '/payment',
    '/corporate-gifts',
    '/corporate-gifts/',
    '/search',
    '/florists-choice',
    '/florists-choice/luxe',
  ])('gives %s the fluid-width main', (pathname) => {
    expect(isFluidPath(pathname)).toBe(true);
  });

  it.each([
    '/delivery',
    '/about-us',
    '/category',
    '/categoryx',
    '/categoryx/flowers',
    '/journalism',
    '/payments',
    '/payments-info',
    '/corporate-gifts-info',
    '/corporate-gifts/brochure',
    '/hamper-delivery-times',
    '/search/flowers',
    '/florists-choices',
    '/product/florists-choice-luxe',
    '/support',
    '/account',
  ])('keeps the usual width on %s', (pathname) => {
    expect(isFluidPath(pathname)).toBe(false);
  });
});
