import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { SitemapEntry, SitemapGroup } from '@shop/contracts';
import { SaxesParser } from 'saxes';
import request from 'supertest';
import { CatalogueService } from '../catalogue';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { LANDING_PATHS, siteRoute } from './domain/site-links';
import { SEED_CONTENT_PAGES, SEED_JOURNAL_POSTS } from './seed';

const ORIGIN = 'https://posy.example';
const NOW = new Date('2026-06-04T10:00:00Z');

/** A sitemap parsed by a strict XML parser: each `<url>`'s `<loc>` and `<lastmod>`. */
function parseSitemap(xml: string): {
  root: string;
  ns: string;
  urls: { loc: string; lastmod?: string }[];
} {
  const parser = new SaxesParser({ xmlns: true });
  const urls: { loc: string; lastmod?: string }[] = [];
  const open: string[] = [];
  let root = '';
  let ns = '';
  let text = '';
  parser.on('opentag', (tag) => {
    if (open.length === 0) [root, ns] = [tag.local, tag.uri];
    if (tag.local === 'url') urls.push({ loc: '' });
    open.push(tag.local);
    text = '';
  });
  parser.on('text', (chunk) => (text += chunk));
  parser.on('closetag', (tag) => {
    const current = urls[urls.length - 1];
    if (tag.local === 'loc') current.loc = text;
    if (tag.local === 'lastmod') current.lastmod = text;
    open.pop();
  });
  parser.write(xml).close(); // throws on anything that is not well-formed XML
  return { root, ns, urls };
}

const flat = (entries: SitemapEntry[]): SitemapEntry[] =>
  entries.flatMap((e) => [e, ...flat(e.children)]);

/** A built storefront whose renderer answers every path with a page, as the real one does. */
function storefrontThatRendersEverything(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-'));
  const dir = path.join(root, 'dist');
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}');
  // A built robots.txt must not win over the server's.
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(
    path.join(root, 'dist-server', 'entry-server.cjs'),
    `const { Readable } = require('node:stream');
exports.createStorefrontRenderer = () => async () => ({
  status: 200,
  headers: new Headers({ 'Content-Type': 'text/html; charset=UTF-8' }),
  body: Readable.from(['<!doctype html><html><head><title>Posy</title></head><body>a page</body></html>']),
  clientRendered: false,
  errors: [],
});`,
  );
  return dir;
}

describe.each(testDialects())('sitemap.xml, robots.txt and /api/sitemap on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW, config: { publicOrigin: ORIGIN } });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string) => request(t.server).get(url);

  it('answers a well-formed sitemaps.org urlset of absolute URLs on the public origin', async () => {
    const response = await get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();

    const { root, ns, urls } = parseSitemap(response.text);
    expect([root, ns]).toEqual(['urlset', 'http://www.sitemaps.org/schemas/sitemap/0.9']);
    const paths = urls.map(({ loc }) => {
      const url = new URL(loc);
      expect(url.origin).toBe(ORIGIN);
      return url.pathname + url.search + url.hash;
    });
    expect(new Set(paths).size).toBe(paths.length);
    // Every path is one of the storefront's route shapes.
    expect(paths.filter((p) => !siteRoute(p))).toEqual([]);
    for (const { lastmod } of urls) if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists the landing pages, every category, every product for sale, every page, section page and post', async () => {
    const { urls } = parseSitemap((await get('/sitemap.xml').expect(200)).text);
    const paths = new Set(urls.map(({ loc }) => new URL(loc).pathname));
    const { categories, products } = await t.app.get(CatalogueService).snapshot();

    const expected = [
      ...LANDING_PATHS,
      ...categories.map((c) => `/category/${c.slug}`),
      ...products.filter((p) => p.available).map((p) => `/product/${p.slug}`),
      ...SEED_CONTENT_PAGES.map((p) => `/${p.slug}`),
      ...SEED_CONTENT_PAGES.filter((p) => p.sectionRoutes).flatMap((p) =>
        p.sections.map((s) => `/${p.slug}/${s.slug}`),
      ),
      ...SEED_JOURNAL_POSTS.map((post) => `/journal/${post.slug}`),
    ];
    expect([...paths].sort()).toEqual([...new Set(expected)].sort());
    expect(paths).toContain('/about-us/history');
    expect(paths).not.toContain('/product/the-penelope'); // not for sale
    expect(paths).not.toContain('/contact-us/customerService'); // an anchor, not a page

    const faq = urls.find(({ loc }) => loc === `${ORIGIN}/faq`);
    expect(faq?.lastmod).toBe(SEED_CONTENT_PAGES.find((p) => p.slug === 'faq')?.updatedOn);
    const post = urls.find(({ loc }) => loc.endsWith(`/journal/${SEED_JOURNAL_POSTS[0].slug}`));
    expect(post?.lastmod).toBe(SEED_JOURNAL_POSTS[0].publishedOn);
  });

  it('follows the catalogue: a product taken off sale leaves the sitemap', async () => {
    const catalogue = t.app.get(CatalogueService);
    const { products } = await catalogue.snapshot();
    const harriet = products.find((p) => p.slug === 'the-harriet')!;
    harriet.available = false;
    try {
      const { urls } = parseSitemap((await get('/sitemap.xml').expect(200)).text);
      expect(urls.map((u) => u.loc)).not.toContain(`${ORIGIN}/product/the-harriet`);
    } finally {
      harriet.available = true;
    }
  });

  it('answers robots.txt: crawl everything but checkout, payment, support, the API and tracking', async () => {
    const response = await get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.text.split('\n')).toEqual([
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
      `Sitemap: ${ORIGIN}/sitemap.xml`,
      '',
    ]);
  });

  it('answers GET /api/sitemap with the same paths, grouped by kind, with titles', async () => {
    const response = await get('/api/sitemap').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const groups: SitemapGroup[] = response.body.data;
    expect(groups.map((g) => g.kind)).toEqual([
      'landing',
      'page',
      'journal',
      'category',
      'product',
    ]);
    for (const entry of groups.flatMap((g) => flat(g.entries))) expect(entry.title).not.toBe('');

    const { urls } = parseSitemap((await get('/sitemap.xml').expect(200)).text);
    const listed = groups.flatMap((g) => flat(g.entries)).map((e) => `${ORIGIN}${e.path}`);
    expect(listed.sort()).toEqual(urls.map((u) => u.loc).sort());

    const about = groups[1].entries.find((e) => e.path === '/about-us');
    expect(about?.children.map((c) => c.path)).toContain('/about-us/history');
    expect(groups[0].entries.map((e) => e.title)).toEqual([
      'Home',
      'Hamper delivery',
      'Greetings cards',
    ]);
  });

  it('is not found under /api', async () => {
    await get('/api/sitemap.xml').expect(404);
    await get('/api/robots.txt').expect(404);
  });
});

describe('sitemap.xml and robots.txt beside the built storefront', () => {
  it('are answered by the server, not taken for pages or built files', async () => {
    const dir = storefrontThatRendersEverything();
    const t = await createTestApp({ config: { storefrontDir: dir, publicOrigin: ORIGIN } });
    try {
      const page = await request(t.server).get('/about-us').expect(200);
      expect(page.text).toContain('a page');

      const sitemap = await request(t.server).get('/sitemap.xml').expect(200);
      expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(parseSitemap(sitemap.text).urls.length).toBeGreaterThan(150);

      const robots = await request(t.server).get('/robots.txt').expect(200);
      expect(robots.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect(robots.text).not.toContain('Disallow: /\n');
    } finally {
      await t.close();
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  });
});
