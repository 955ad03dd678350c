import { isSitePath, siteRoute } from './site-links';

describe('site links', () => {
  it.each([
    ['/', { kind: 'landing', path: '/' }],
    ['/hamper-delivery', { kind: 'landing', path: '/hamper-delivery' }],
    ['/greetings-cards', { kind: 'landing', path: '/greetings-cards' }],
    ['/category/birthday-cards', { kind: 'category', slug: 'birthday-cards' }],
    ['/product/the-harriet', { kind: 'product', slug: 'the-harriet' }],
    ['/gift-card', { kind: 'gift-card' }],
    ['/search?searchString=thank+you', { kind: 'search', term: 'thank you' }],
  ])('knows %s', (url, route) => {
    expect(siteRoute(url)).toEqual(route);
  });

  it.each([
    ['a content page that comes later', '/about-us'],
    ['a category without a slug', '/category/'],
    ['a slug in capitals', '/category/Flowers'],
    ['a deeper path', '/product/the-harriet/reviews'],
    ['an empty search', '/search?searchString='],
    ['a search with other parameters', '/search?searchString=roses&page=2'],
    ['another site', 'https://example.com/category/flowers'],
    ['a protocol-relative address', '//example.com/'],
    ['a backslash trick', '/\\example.com'],
    ['a script', 'javascript:alert(1)'],
  ])('refuses %s', (_what, url) => {
    expect(siteRoute(url)).toBeNull();
  });

  it('tells a path on this site from anything else', () => {
    expect(isSitePath('/images/products/101-586.svg')).toBe(true);
    expect(isSitePath('/a path')).toBe(false);
    expect(isSitePath('images/x.svg')).toBe(false);
    expect(isSitePath(42)).toBe(false);
  });
});
