import {
  brokenLink,
  brokenLinks,
  isPageSlug,
  isSectionSlug,
  isSitePath,
  knownRoutes,
  siteRoute,
} from './site-links';

const page = (slug: string, section: string | null = null, anchor: string | null = null) => ({
  kind: 'page',
  slug,
  section,
  anchor,
});

describe('site links', () => {
  it.each([
    ['/', { kind: 'landing', path: '/' }],
    ['/hamper-delivery', { kind: 'landing', path: '/hamper-delivery' }],
    ['/greetings-cards', { kind: 'landing', path: '/greetings-cards' }],
    ['/category/birthday-cards', { kind: 'category', slug: 'birthday-cards' }],
    ['/product/the-harriet', { kind: 'product', slug: 'the-harriet' }],
    ['/gift-card', { kind: 'gift-card' }],
    ['/search?searchString=thank+you', { kind: 'search', term: 'thank you' }],
    ['/?aff=newbox15', { kind: 'affiliate', code: 'newbox15' }],
    ['/about-us', page('about-us')],
    ['/why-choose-flowers', page('why-choose-flowers')],
    ['/about-us/history', page('about-us', 'history')],
    ['/faq/gift-cards', page('faq', 'gift-cards')],
    ['/contact-us#customerService', page('contact-us', null, 'customerService')],
    ['/journal', page('journal')],
    [
      '/journal/how-to-keep-tulips-standing-tall',
      { kind: 'journal-post', slug: 'how-to-keep-tulips-standing-tall' },
    ],
  ])('knows %s', (url, route) => {
    expect(siteRoute(url)).toEqual(route);
  });

  it.each([
    ['a category without a slug', '/category/'],
    ['a slug in capitals', '/category/Flowers'],
    ['a deeper path', '/product/the-harriet/reviews'],
    ['a page three levels deep', '/about-us/history/1989'],
    ['a section page with an anchor too', '/faq/delivery#top'],
    ['a page slug in capitals', '/About-Us'],
    ['another route of the storefront', '/checkout'],
    ['an account page', '/account/order-history'],
    ['a journal post in capitals', '/journal/Tulips'],
    ['an empty search', '/search?searchString='],
    ['a search with other parameters', '/search?searchString=roses&page=2'],
    ['an affiliate code with other parameters', '/?aff=newbox15&utm=x'],
    ['a query on a content page', '/faq?section=delivery'],
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

  it('keeps content page slugs off other routes, and lets sections be the spec’s anchors', () => {
    expect(isPageSlug('freshness-guarantee')).toBe(true);
    for (const slug of ['checkout', 'product', 'sign-in', 'Faq', 'faq_', 'a'.repeat(81)]) {
      expect(isPageSlug(slug)).toBe(false);
    }
    expect(isSectionSlug('customerService')).toBe(true);
    expect(isSectionSlug('history')).toBe(true);
    expect(isSectionSlug('two words')).toBe(false);
    expect(isSectionSlug('-dash')).toBe(false);
  });
});

describe('broken links', () => {
  const known = knownRoutes({
    categories: ['flowers'],
    products: ['the-harriet'],
    pages: [
      { slug: 'faq', sectionRoutes: true, sections: [{ slug: 'delivery' }] },
      { slug: 'contact-us', sectionRoutes: false, sections: [{ slug: 'customerService' }] },
    ],
    journal: ['tulips'],
  });

  it.each([
    '/',
    '/gift-card',
    '/search?searchString=roses',
    '/category/flowers',
    '/product/the-harriet',
    '/?aff=newbox15',
    '/faq',
    '/faq/delivery',
    '/contact-us#customerService',
    '/journal/tulips',
  ])('finds something behind %s', (url) => {
    expect(brokenLink(url, known)).toBeNull();
  });

  it.each([
    ['/category/roses', 'no such category'],
    ['/product/the-penelope', 'no such product for sale'],
    ['/?aff=unknown', 'no such affiliate code'],
    ['/about-us', 'no such page'],
    ['/faq/returns', 'no such section'],
    ['/contact-us/customer-service', 'that page has no section pages'],
    ['/contact-us#orders', 'no such section'],
    ['/journal/roses', 'no such journal post'],
    ['/checkout', 'not a route content may link to'],
  ])('says why %s leads nowhere', (url, why) => {
    expect(brokenLink(url, known)).toBe(why);
  });

  it('lists every broken link of many, with why', () => {
    expect(brokenLinks(['/faq', '/faq/x', '/category/flowers', '/y/z/w'], known)).toEqual([
      '/faq/x: no such section',
      '/y/z/w: not a route content may link to',
    ]);
  });
});
