import * as fs from 'node:fs';
import * as path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { BOUQUET, cookieSetBy, FRIDAY } from '../../orders/orders.test-kit';
import { createTestApp } from '../../testing/test-app';
import { REPO_ROOT } from '../config/app-config';
import { ROOT_LOGGER } from '../logging/app-logger';
import { rendererEntryFor } from './storefront-renderer';

/**
 * The real storefront build (`npm test` builds it before the suites run), or one built elsewhere
 * (`STOREFRONT_DIR`, as the app itself reads it).
 */
const STOREFRONT = process.env.STOREFRONT_DIR || path.join(REPO_ROOT, 'frontend', 'dist');
const ORIGIN = 'https://shop.example';

/** The part of a page before `</head>`: what a crawler reads before any script runs. */
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;
/** A page without what differs on every response: its CSP nonce and the data's timestamps. */
const comparable = (html: string) =>
  html
    .replace(/(nonce|content)="[A-Za-z0-9+/]{22}=="/g, '$1=""')
    .replace(/\b(u|dataUpdatedAt|dehydratedAt):\d{13}\b/g, '$1:0');

/** The app's log lines, at info. */
const logLines: { level: number; msg: string; req?: { url?: string } }[] = [];
const logger = pino(
  { level: 'info' },
  { write: (line: string) => logLines.push(JSON.parse(line)) },
);

describe('server-rendered storefront pages (the real build)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    if (!fs.existsSync(rendererEntryFor(STOREFRONT))) {
      throw new Error('No storefront build: run `npm run build -w frontend` first');
    }
    t = await createTestApp({
      config: { storefrontDir: STOREFRONT, publicOrigin: ORIGIN },
      overrides: [{ provide: ROOT_LOGGER, useValue: logger }],
    });
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
  });

  const page = (urlPath: string) => request(t.server).get(urlPath).set('Accept', 'text/html');

  it('home: its heading, title, canonical link and structured data are in the HTML', async () => {
    const api = await request(t.server).get('/api/landing-page/1').expect(200);
    const title = `${api.body.data.seoTitle as string} | Posy`.replace(/&/g, '&amp;');
    const { text: html } = await page('/').expect(200);
    expect(headOf(html)).toContain(`<title>${title}</title>`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${ORIGIN}/"`);
    expect(html).toContain('Flowers from £20.50 with a free personal card</h1>');
    expect(html).toMatch(/<a [^>]*href="\/category\/flowers"/);
    expect(jsonLdOf(html)[0]['@graph']).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'WebSite', url: `${ORIGIN}/` })]),
    );
  });

  it('category: its heading, products with prices, title, canonical link and item list', async () => {
    const api = await request(t.server).get('/api/category/flowers').expect(200);
    const products = api.body.data.products as { name: string; slug: string; price: number }[];
    const title = (api.body.data.category.title as string).replace(/&/g, '&amp;');
    const { text: html } = await page('/category/flowers').expect(200);
    expect(headOf(html)).toContain(`<title>${title} | Posy</title>`);
    expect(headOf(html)).toContain(`<link rel="canonical" href="${ORIGIN}/category/flowers"`);
    expect(html).toMatch(/<h1[^>]*>Flowers<\/h1>/);
    for (const product of products.slice(0, 3)) {
      expect(html).toContain(product.name);
      expect(html).toContain(`href="/product/${product.slug}"`);
    }
    expect(html).toContain(pounds(products[0].price));
    const [list] = jsonLdOf(html);
    expect(list).toMatchObject({ '@type': 'CollectionPage', url: `${ORIGIN}/category/flowers` });
  });

  it('product: its heading, price, title, canonical link, Open Graph and Product JSON-LD', async () => {
    const api = await request(t.server).get(`/api/product/slug/${BOUQUET.slug}`).expect(200);
    const product = api.body.data.product as { name: string; pageTitle: string; price: number };
    const { text: html } = await page(`/product/${BOUQUET.slug}`).expect(200);
    const head = headOf(html);
    expect(head).toContain(`<title>${product.pageTitle} | Posy</title>`);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/product/${BOUQUET.slug}"`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}/product/${BOUQUET.slug}"`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.name}</h1>`));
    expect(html).toContain(pounds(product.price));
    const [jsonLd] = jsonLdOf(html);
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: { priceCurrency: 'GBP', url: `${ORIGIN}/product/${BOUQUET.slug}` },
    });
  });

  it('search: the results are in the HTML, and search engines are asked not to list them', async () => {
    const { text: html } = await page(
      `/search?searchString=${encodeURIComponent(BOUQUET.name)}`,
    ).expect(200);
    expect(html).toContain(`href="/product/${BOUQUET.slug}"`);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex, follow"');
  });

  it("starts the page's scripts from one inline boot script, after the first paint", async () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(STOREFRONT, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const response = await page('/product/the-harriet').expect(200);
    const html = response.text;
    // Nothing the browser would fetch while it draws the page, but its pictures.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+modulepreload/);
    const boot = /<script id="page-boot"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(boot).toContain(`"/${manifest['src/entry-client.tsx'].file}"`);
    const productChunk = Object.entries(manifest).find(([key]) =>
      key.startsWith('src/routes/product.$slug.tsx'),
    )?.[1].file;
    expect(boot).toContain(`"/${productChunk}"`);
    expect(boot).toContain('"paint"');
  });

  it('answers 404 with the not-found page for unknown routes, products and categories', async () => {
    for (const urlPath of [
      '/no-such-page',
      '/product/no-such-bouquet',
      '/category/no-such-thing',
    ]) {
      const response = await page(urlPath);
      expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 404 });
      expect(response.text).toContain('Oops! Page not found.');
    }
  });

  it('logs an unknown page once, at info, its address cut to 200 characters', async () => {
    const long = 'x'.repeat(300);
    for (const urlPath of [
      `/no-such-page?from=${long}`,
      `/journal/no-such-post?from=${long}`,
      `/category/no-such-thing?from=${long}`,
      `/product/no-such-bouquet?from=${long}`,
      `/a/b/c/d?from=${long}`,
    ]) {
      for (const time of ['rendered', 'from the page cache']) {
        logLines.length = 0;
        await page(urlPath).expect(404);
        const aboutThePage = logLines.filter((line) =>
          line.req?.url?.startsWith(urlPath.slice(0, 20)),
        );
        expect({ urlPath, time, lines: aboutThePage }).toEqual({
          urlPath,
          time,
          lines: [
            expect.objectContaining({
              level: 30,
              msg: 'page not found',
              req: expect.objectContaining({ url: `${urlPath.slice(0, 200)}…` }),
            }),
          ],
        });
        expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
        // Sent again from the page cache: not rendered, so no API call behind it.
        const apiCalls = logLines.filter((line) => line.msg === 'request completed');
        expect(apiCalls.length > 0).toBe(time === 'rendered');
      }
    }
  });

  it('answers a NUL, a lone surrogate or a broken escape in an address with the not-found page', async () => {
    for (const urlPath of [
      '/product/%00',
      '/product/the-harriet%00',
      '/category/flo%00wers',
      '/search?searchString=%00',
      '/search?searchString=roses%00',
      '/journal/%00',
      '/gift-card/%00/x',
      '/%00',
      '/product/%ED%A0%80',
      '/product/%E0%A4%A',
      '/category/%E0%A4%A',
    ]) {
      const response = await page(urlPath);
      expect({ urlPath, status: response.status }).toEqual({ urlPath, status: 404 });
      expect(response.text).toContain('Oops! Page not found.');
      expect(response.text).toContain('data-testid="site-header"');
    }
  });

  it('explains a search of more than 100 characters on the search page (a 200, not a failed page)', async () => {
    const term = 'rose '.repeat(25).trim();
    const response = await page(`/search?searchString=${encodeURIComponent(term)}`).expect(200);
    expect(response.text).toContain(`Search results for &quot;${term}&quot;`);
    expect(response.text).toContain(
      '<p class="search-page__message search-page__message--error" role="alert">Sorry, a search can be at most 100 characters - try fewer words.</p>',
    );
    await page(`/search?searchString=${encodeURIComponent(term.slice(0, 100))}`).expect(200);
  });

  it('keeps the moved dried-flowers address a 301', async () => {
    const moved = await page('/product/dried-flowers').expect(301);
    expect(moved.headers.location).toBe('/category/dried-flowers');
  });

  it("never puts one shopper's basket in a page another shopper is sent", async () => {
    const added = await request(t.server)
      .post('/api/product/add')
      .send({ id: BOUQUET.id, ...FRIDAY })
      .expect(200);
    const shopperA = cookieSetBy(added) as string;
    const basket = await request(t.server).get('/api/checkout/get').set('Cookie', shopperA);
    expect(basket.body.data.purchase.orders).toHaveLength(1);

    const asA = await page(`/product/${BOUQUET.slug}`).set('Cookie', shopperA).expect(200);
    const asB = await page(`/product/${BOUQUET.slug}`)
      .set('Cookie', 'shop_session=another')
      .expect(200);
    const asNobody = await page(`/product/${BOUQUET.slug}`).expect(200);
    expect(comparable(asA.text)).toBe(comparable(asB.text));
    expect(comparable(asA.text)).toBe(comparable(asNobody.text));
    expect(asA.text).not.toContain(basket.body.data.purchase.orders[0].id);
    for (const response of [asA, asB, asNobody]) {
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
    }
  });

  it("renders one shopper's checkout in the browser only, and never lets it be cached", async () => {
    const response = await page('/checkout/1').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.text).toContain('data-testid="checkout-header"');
  });
});
