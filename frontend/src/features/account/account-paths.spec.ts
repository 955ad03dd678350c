import { describe, expect, it } from 'vitest';
import { ACCOUNT_HOME, safeRedirect } from './account-paths';
import { validateRedirectSearch } from './redirect-search';

describe('safeRedirect', () => {
  it.each([
    '/account/edit-details',
    '/account/order-details/42?tab=items#delivery',
    '/product/red-roses',
    '/',
  ])('keeps a path on this shop: %s', (path) => {
    expect(safeRedirect(path)).toBe(path);
  });

  it.each([
    ['an absolute address', 'https://evil.example/account'],
    ['a protocol-relative address', '//evil.example/account'],
    ['a backslash the browser reads as a slash', '/\\evil.example/account'],
    ['a relative path', 'account'],
    ['a script', 'javascript:alert(1)'],
    ['an empty string', ''],
  ])('sends %s to the account home', (_what, target) => {
    expect(safeRedirect(target)).toBe(ACCOUNT_HOME);
  });

  it.each(['/sign-in', '/sign-in?redirect=%2Faccount', '/sign-up', '/sign-up?redirect=%2Faccount'])(
    'never loops back to sign in: %s',
    (target) => {
      expect(safeRedirect(target)).toBe('/account');
    },
  );

  it.each([undefined, null, 42, ['/account/edit-details']])(
    'sends anything but a string to the account home: %j',
    (target) => {
      expect(safeRedirect(target)).toBe('/account');
    },
  );
});

describe('validateRedirectSearch', () => {
  it('keeps a string redirect as it came (safeRedirect checks it where it is used)', () => {
    expect(validateRedirectSearch({ redirect: '/account/edit-details' })).toEqual({
      redirect: '/account/edit-details',
    });
  });

  it.each([{}, { redirect: 5 }, { redirect: ['/account'] }, { redirect: null }])(
    'leaves out a missing or malformed redirect: %j',
    (search) => {
      expect(validateRedirectSearch(search)).toEqual({});
    },
  );

  it('ignores other parameters', () => {
    expect(validateRedirectSearch({ redirect: '/account', utm_source: 'mail' })).toEqual({
      redirect: '/account',
    });
  });
});
