import {
  DISALLOWED_PATHS,
  robotsTxt,
  sitemapGroups,
  sitemapUrls,
  sitemapXml,
  type SitemapSources,
} from './sitemap';

const sources: SitemapSources = {
  landingPages: [
    { path: '/', title: 'Home' },
    { path: '/hamper-delivery', title: 'Hamper delivery' },
  ],
  pages: [
    {
      slug: 'faq',
      title: 'FAQ',
      updatedOn: '2026-05-18',
      sectionRoutes: true,
      sections: [{ slug: 'delivery', title: 'Delivery' }],
    },
    {
      slug: 'contact-us',
      title: 'Contact us',
      updatedOn: '2026-05-01',
      sectionRoutes: false,
      sections: [{ slug: 'customerService', title: 'Customer service' }],
    },
  ],
  journal: [
    { slug: 'older', title: 'Older', publishedOn: '2025-09-12' },
    { slug: 'newer', title: 'Newer', publishedOn: '2026-02-10' },
  ],
  categories: [
    { slug: 'roses', name: 'Roses' },
    { slug: 'flowers', name: 'Flowers' },
  ],
  products: [
    { slug: 'the-harriet', name: 'The Harriet', available: true },
    { slug: 'the-penelope', name: 'The Penelope', available: false },
    { slug: 'alstroemeria-rainbow', name: 'Alstroemeria Rainbow', available: true },
  ],
};

describe('the sitemap', () => {
  const groups = sitemapGroups(sources);

  it('groups pages by kind, section pages under their page, products for sale by name', () => {
    expect(groups.map((g) => [g.kind, g.title])).toEqual([
      ['landing', 'Shop'],
      ['page', 'Help and information'],
      ['journal', 'The Posy Journal'],
      ['category', 'Categories'],
      ['product', 'Products'],
    ]);
    const [, pages, journal, categories, products] = groups;
    expect(pages.entries).toEqual([
      {
        path: '/faq',
        title: 'FAQ',
        lastmod: '2026-05-18',
        children: [
          { path: '/faq/delivery', title: 'Delivery', lastmod: '2026-05-18', children: [] },
        ],
      },
      // An anchor is not a page of its own.
      { path: '/contact-us', title: 'Contact us', lastmod: '2026-05-01', children: [] },
    ]);
    expect(journal.entries.map((e) => [e.path, e.lastmod])).toEqual([
      ['/journal/newer', '2026-02-10'],
      ['/journal/older', '2025-09-12'],
    ]);
    expect(categories.entries.map((e) => e.path)).toEqual(['/category/flowers', '/category/roses']);
    expect(products.entries.map((e) => e.path)).toEqual([
      '/product/alstroemeria-rainbow',
      '/product/the-harriet',
    ]);
  });

  it('writes absolute URLs from the public origin, with lastmod where known, escaped', () => {
    const xml = sitemapXml(groups, 'https://posy.example');

    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('<url><loc>https://posy.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://posy.example/faq/delivery</loc><lastmod>2026-05-18</lastmod></url>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(sitemapUrls(groups).length);
    expect(sitemapUrls(groups)).toHaveLength(11);

    const odd = sitemapXml(
      [
        {
          kind: 'landing',
          title: 'x',
          entries: [{ path: "/a&b'<", title: 'x', lastmod: null, children: [] }],
        },
      ],
      'https://posy.example',
    );
    expect(odd).toContain('<loc>https://posy.example/a&amp;b&apos;%3C</loc>');
  });

  it('lists a path once even when two groups name it', () => {
    const twice = sitemapUrls([
      {
        kind: 'landing',
        title: 'a',
        entries: [{ path: '/', title: 'Home', lastmod: null, children: [] }],
      },
      {
        kind: 'page',
        title: 'b',
        entries: [{ path: '/', title: 'Again', lastmod: null, children: [] }],
      },
    ]);
    expect(twice.map((e) => e.title)).toEqual(['Home']);
  });

  it('keeps crawlers out of one shopper’s pages and the API, and says where the sitemap is', () => {
    expect(robotsTxt('https://posy.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /checkout',
        'Disallow: /payment',
        'Disallow: /support',
        'Disallow: /api/',
        'Disallow: /order-complete',
        'Disallow: /order-questionnaire',
        'Disallow: /tracking',
        '',
        'Sitemap: https://posy.example/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect(DISALLOWED_PATHS).toHaveLength(7);
  });
});
