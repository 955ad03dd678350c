import { describe, expect, it } from 'vitest';
import { isUnreadableAddress } from './unreadable-address';

describe('isUnreadableAddress', () => {
  it('finds a NUL escaped in the path, or a NUL or a lone surrogate in a query value or key', () => {
    for (const location of [
      { pathname: '/product/%00', search: {} },
      { pathname: '/category/flo%00wers', search: {} },
      { pathname: '/product/a\u0000', search: {} },
      { pathname: '/search', search: { searchString: 'roses\u0000' } },
      { pathname: '/search', search: { searchString: '\uD800' } },
      { pathname: '/search', search: { 'a\u0000': 'x' } },
      { pathname: '/search', search: { nested: ['ok', { deeper: '\uDC00x' }] } },
    ]) {
      expect({ location, unreadable: isUnreadableAddress(location) }).toEqual({
        location,
        unreadable: true,
      });
    }
  });

  it('reads other escapes, a literal "%00" (%2500), emoji and numbers as addresses', () => {
    for (const location of [
      { pathname: '/product/the-harriet', search: {} },
      { pathname: '/search', search: { searchString: '%00' } },
      { pathname: '/product/%2500', search: {} },
      { pathname: '/product/%09tab', search: {} },
      { pathname: '/search', search: { searchString: 'roses \uD83C\uDF37', page: 2 } },
    ]) {
      expect(isUnreadableAddress(location)).toBe(false);
    }
  });
});
