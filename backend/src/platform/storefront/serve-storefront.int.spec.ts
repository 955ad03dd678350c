import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import fsModule from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';
import { ROOT_LOGGER } from '../logging/app-logger';

/** The app's logger, writing its JSON lines here. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'error' },
    { write: (chunk: string) => lines.push(JSON.parse(chunk)) },
  );
  return { logger, lines };
}

/**
 * A stand-in for frontend/dist-server/entry-server.cjs with the same contract: it reads the API
 * over loopback like the real one, and fails on cue. (server-rendering.int.spec.ts renders the
 * real storefront.)
 */
const RENDERER = `
const { Readable } = require('node:stream');
let renders = 0;
exports.createStorefrontRenderer = ({ clientManifest, fetchApi }) => async (page) => {
  renders += 1;
  const html = (status, body, extra = {}) => ({
    status,
    headers: new Headers({ 'Content-Type': 'text/html; charset=UTF-8' }),
    body: Readable.from(['<!doctype html><html><head><title>Posy</title></head><body>', body, '</body></html>']),
    clientRendered: false,
    errors: [],
    ...extra,
  });
  if (page.path === '/renderer-fails') throw new Error('the renderer broke');
  if (page.path === '/route-fails') return html(500, '<h1>Oops! There was an error.</h1>', { errors: [new Error('a loader broke')] });
  if (page.path.startsWith('/checkout')) return html(200, '<h1>Checkout</h1><i>render ' + renders + '</i><script nonce="' + page.nonce + '">hydrate()</script>', { clientRendered: true });
  if (page.path.startsWith('/counted')) return html(200, '<i>render ' + renders + '</i><b nonce="' + page.nonce + '"></b>');
  if (page.path === '/partly-failed') return html(200, '<h1>Flowers</h1><p>render ' + renders + '</p>', { errors: [new Error('the tabs did not load')] });
  if (page.path === '/nowhere') return html(404, '<h1>Oops! Page not found.</h1>');
  const answer = await fetchApi('/api/health', {});
  const health = (await answer.text()) + '<em>' + answer.headers.get('x-request-id') + '</em>';
  return html(200, '<h1>' + page.path + '</h1><p>' + page.origin + '</p><pre>' + health + '</pre><script nonce="' + page.nonce + '">' + JSON.stringify(clientManifest) + '</script>');
};
`;

function buildStorefront(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-'));
  const dir = path.join(root, 'dist');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{"entry":"manifest"}');
  fs.writeFileSync(path.join(dir, 'assets', 'index-3f2a9c.js'), 'console.log("shop")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  fs.mkdirSync(path.join(root, 'dist-server'));
  fs.writeFileSync(path.join(root, 'dist-server', 'entry-server.cjs'), RENDERER);
  return dir;
}

const escape = (text: string) => text.replace(/[+/]/g, (c) => `\\${c}`);

describe('the built storefront', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dir: string;
  const logs = captureLogs();

  beforeAll(async () => {
    dir = buildStorefront();
    t = await createTestApp({
      config: { storefrontDir: dir, publicOrigin: 'https://shop.example' },
      overrides: [{ provide: ROOT_LOGGER, useValue: logs.logger }],
    });
    // Everything is in memory from boot: the folder can go.
    fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    // Pages read the API over loopback, so the app listens as it does in production.
    await new Promise<void>((resolve) => t.server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves files from memory, hashed assets cached for a year with an ETag', async () => {
    const asset = await request(t.server).get('/assets/index-3f2a9c.js').expect(200);
    expect(asset.text).toBe('console.log("shop")');
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await request(t.server)
      .get('/assets/index-3f2a9c.js')
      .set('If-None-Match', asset.headers.etag)
      .expect(304);
    expect(again.text).toBe('');
    const icon = await request(t.server).get('/favicon.svg').expect(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('renders every other path on the server, with the API and the manifest at hand', async () => {
    const response = await request(t.server).get('/category/flowers?sort=price').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=UTF-8');
    expect(response.text).toContain('<h1>/category/flowers?sort=price</h1>');
    expect(response.text).toContain('<p>https://shop.example</p>');
    expect(response.text).toContain('"status":"ok"');
    expect(response.text).toContain('{"entry":"manifest"}');
    // The API call made while rendering carries the page request's id, so the logs tie them.
    const traced = await request(t.server)
      .get('/category/roses')
      .set('X-Request-Id', 'page-req-0003')
      .expect(200);
    expect(traced.text).toContain('<em>page-req-0003</em>');
    const head = await request(t.server).head('/category/flowers').expect(200);
    expect(head.text ?? '').toBe('');
  });

  it('lets a shared page run its own inline scripts by their hashes, never by a nonce', async () => {
    const response = await request(t.server).get('/').expect(200);
    const script = /<script nonce="[^"]+">(.*?)<\/script>/.exec(response.text)?.[1] as string;
    const hash = createHash('sha256').update(script).digest('base64');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).not.toContain("'nonce-");
  });

  it("lets one shopper's page run its inline scripts by a fresh nonce each time", async () => {
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await request(t.server).get('/checkout/1').expect(200);
      const nonce = /<script nonce="([^"]+)">/.exec(response.text)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toMatch(new RegExp(`script-src 'self' 'nonce-${escape(nonce as string)}'`));
      nonces.push(nonce as string);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("lets a CDN keep pages that hold nobody's data, never the ones that do", async () => {
    const shared = await request(t.server)
      .get('/product/the-harriet')
      .set('Cookie', 'shop_session=someone')
      .expect(200);
    expect(shared.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(shared.headers['set-cookie']).toBeUndefined();
    const notFound = await request(t.server).get('/nowhere').expect(404);
    expect(notFound.text).toContain('Oops! Page not found.');
    const checkout = await request(t.server).get('/checkout/1').expect(200);
    expect(checkout.headers['cache-control']).toBe('private, no-store');
  });

  it("serves a page that holds nobody's data again for a few seconds, as it was sent", async () => {
    const first = await request(t.server).get('/counted').expect(200);
    const again = await request(t.server).get('/counted').expect(200);
    const rendered = /render (\d+)/.exec(first.text)?.[1];
    expect(/render (\d+)/.exec(again.text)?.[1]).toBe(rendered);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    // Another address is another page; a checkout is never kept.
    const other = await request(t.server).get('/counted?sort=price').expect(200);
    expect(/render (\d+)/.exec(other.text)?.[1]).not.toBe(rendered);
    const checkout = await request(t.server).get('/checkout/2').expect(200);
    const checkoutAgain = await request(t.server).get('/checkout/2').expect(200);
    expect(checkoutAgain.text).not.toBe(checkout.text);
  });

  it('answers 500 with the error page and logs the failure with the request id', async () => {
    const failed = await request(t.server)
      .get('/route-fails')
      .set('X-Request-Id', 'page-req-0001')
      .expect(500);
    expect(failed.text).toContain('Oops! There was an error.');
    expect(failed.headers['cache-control']).toBe('private, no-store');
    const broken = await request(t.server)
      .get('/renderer-fails')
      .set('X-Request-Id', 'page-req-0002')
      .expect(500);
    expect(broken.text).toContain('Oops! There was an error.');
    expect(broken.text).toContain('href="/category/flowers"');
    // A page that rendered but could not get part of its data is nobody's to keep.
    const partly = await request(t.server)
      .get('/partly-failed')
      .set('X-Request-Id', 'page-req-0004')
      .expect(200);
    expect(partly.headers['cache-control']).toBe('private, no-store');
    const partlyAgain = await request(t.server).get('/partly-failed').expect(200);
    expect(partlyAgain.text).not.toBe(partly.text);
    const lines = logs.lines.filter((line) => line.level === 50);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          req: expect.objectContaining({ id: 'page-req-0001' }),
          msg: 'page route failed',
        }),
        expect.objectContaining({
          req: expect.objectContaining({ id: 'page-req-0004' }),
          msg: 'page route failed',
        }),
        expect.objectContaining({
          req: expect.objectContaining({ id: 'page-req-0002' }),
          msg: 'page rendering failed',
        }),
      ]),
    );
  });

  it('never answers a page or a file for /api, missing assets or dotfiles', async () => {
    const api = await request(t.server).get('/api/no-such-thing').expect(404);
    expect(api.body.data).toBeNull();
    await request(t.server).get('/assets/missing-123.js').expect(404);
    const dotfile = await request(t.server).get('/.env').expect(200);
    expect(dotfile.text).not.toContain('SECRET');
  });

  it('does not touch the disk while serving', async () => {
    const calls: string[] = [];
    const spies = (['stat', 'open', 'readFile', 'createReadStream'] as const).map((name) =>
      jest.spyOn(fsModule, name).mockImplementation(((...args: unknown[]) => {
        calls.push(`${name} ${String(args[0])}`);
        throw new Error(`disk touched: ${name}`);
      }) as never),
    );
    try {
      await request(t.server).get('/assets/index-3f2a9c.js').expect(200);
      await request(t.server).get('/nowhere').expect(404);
      await request(t.server).get('/api/health').expect(200);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(calls).toEqual([]);
  });
});
