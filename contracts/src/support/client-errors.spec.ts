import { isClientErrorUrl } from './client-errors';

describe('isClientErrorUrl', () => {
  it.each([
    '/',
    '/checkout/1?step=2#card',
    'https://shop.example',
    'https://shop.example/product/roses?colour=red',
    'http://localhost:5173/basket',
    'HTTPS://Shop.Example:8443/x',
  ])('takes %s', (url) => {
    expect(isClientErrorUrl(url)).toBe(true);
  });

  it.each([
    '',
    'checkout/1',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'data:text/html,hi',
    'ftp://shop.example/x',
    'https:///x',
    'https://',
    '/a b',
    '/tab\there',
    '/line\nbreak',
    '/bell\u0007',
  ])('refuses %j', (url) => {
    expect(isClientErrorUrl(url)).toBe(false);
  });

  it('takes at most 2,000 characters', () => {
    expect(isClientErrorUrl(`/${'a'.repeat(1999)}`)).toBe(true);
    expect(isClientErrorUrl(`/${'a'.repeat(2000)}`)).toBe(false);
  });

  it('refuses anything but a string', () => {
    for (const value of [null, undefined, 42, ['/'], { url: '/' }]) {
      expect(isClientErrorUrl(value)).toBe(false);
    }
  });
});
