import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PageCache, type CachedPage } from './page-cache';

const page = (body: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=UTF-8']],
  body: Buffer.from(body),
  csp: null,
});

describe('PageCache', () => {
  it('keeps a page for its time to live, then forgets it', () => {
    let now = 1_000;
    const cache = new PageCache(5_000, 1024, () => now);
    cache.set('/product/the-harriet', page('<h1>The Harriet</h1>'));
    now += 4_999;
    expect(cache.get('/product/the-harriet')?.body.toString()).toBe('<h1>The Harriet</h1>');
    now += 1;
    expect(cache.get('/product/the-harriet')).toBeUndefined();
  });

  it('compresses a page once per encoding, and the bytes decode to the page', () => {
    const cache = new PageCache(5_000);
    const html = '<p>Posy</p>'.repeat(500);
    cache.set('/', page(html));
    const br = cache.lookup('/', 'br')?.body as Buffer;
    expect(cache.lookup('/', 'br')?.body).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(gunzipSync(cache.lookup('/', 'gzip')?.body as Buffer).toString()).toBe(html);
    expect(cache.lookup('/', null)?.body.toString()).toBe(html);
  });

  it('drops the pages used longest ago when over its size', () => {
    const cache = new PageCache(5_000, 250);
    cache.set('/a', page('a'.repeat(100)));
    cache.set('/b', page('b'.repeat(100)));
    cache.get('/a');
    cache.set('/c', page('c'.repeat(100)));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('keeps nothing when its time to live is 0', () => {
    const cache = new PageCache(0);
    cache.set('/a', page('a'));
    expect(cache.enabled).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
  });
});
