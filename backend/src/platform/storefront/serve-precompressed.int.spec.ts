import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { createTestApp } from '../../testing/test-app';
import { decodedBody, listenLocally, rawRequest } from '../../testing/raw-http';

const SCRIPT = Buffer.from('export const greet = (name) => `Hello, ${name}`;\n'.repeat(300));
const SHELL = Buffer.from(`<!doctype html><title>Posy</title>${'<p>Posy</p>'.repeat(200)}`);
const LOGO = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(600)}</svg>`);
const JS = '/assets/index-3f2a9c.js';

/** A built storefront as the frontend build leaves it: `.br` and `.gz` beside the text files. */
function buildStorefront(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, body: Buffer, compressed: boolean) => {
    fs.writeFileSync(path.join(dir, name), body);
    if (!compressed) return;
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body, { level: 9 }));
  };
  write('index.html', SHELL, true);
  write(JS.slice(1), SCRIPT, true);
  // Above the on-the-fly threshold, but the build left it without copies.
  write('logo.svg', LOGO, false);
  return dir;
}

describe('the storefront, pre-compressed', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  const get = (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    rawRequest(port, urlPath, headers, method);

  beforeAll(async () => {
    const dir = buildStorefront();
    t = await createTestApp({ config: { storefrontDir: dir } });
    fs.rmSync(dir, { recursive: true, force: true });
    port = await listenLocally(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends brotli when accepted, with the original type, its length and its own ETag', async () => {
    const raw = await get(JS);
    const br = await get(JS, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(br.body).equals(SCRIPT)).toBe(true);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.etag).toBe(`${raw.headers.etag?.slice(0, -1)}-br"`);
  });

  it('sends gzip to a client that takes only gzip, or weighs it higher', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5']) {
      const gz = await get(JS, { 'Accept-Encoding': accept });
      expect({ accept, encoding: gz.headers['content-encoding'] }).toEqual({
        accept,
        encoding: 'gzip',
      });
      expect(zlib.gunzipSync(gz.body).equals(SCRIPT)).toBe(true);
      expect(gz.headers['content-length']).toBe(String(gz.body.length));
      expect(gz.headers.etag).toMatch(/-gz"$/);
      expect(gz.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('sends the raw bytes for no header, identity, or nothing it has', async () => {
    const asked: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'zstd' },
    ];
    for (const headers of asked) {
      const raw = await get(JS, headers);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body.equals(SCRIPT)).toBe(true);
      expect(raw.headers['content-length']).toBe(String(SCRIPT.length));
      expect(raw.headers.vary).toBe('Accept-Encoding');
      expect(raw.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(raw.headers.etag).not.toMatch(/-(br|gz)"$/);
    }
  });

  it('answers 304 to the ETag of the encoding it would send, and only to that one', async () => {
    const accept = { 'Accept-Encoding': 'br, gzip' };
    const br = await get(JS, accept);
    const again = await get(JS, { ...accept, 'If-None-Match': br.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The brotli copy's tag does not stand for the gzip copy or the raw file.
    const gzip = await get(JS, { 'Accept-Encoding': 'gzip', 'If-None-Match': br.headers.etag! });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const raw = await get(JS, { 'If-None-Match': br.headers.etag! });
    expect(raw.status).toBe(200);
    const rawAgain = await get(JS, { 'If-None-Match': raw.headers.etag! });
    expect(rawAgain.status).toBe(304);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const accept = { 'Accept-Encoding': 'br' };
    const got = await get(JS, accept);
    const head = await get(JS, accept, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary']) {
      expect({ name, value: head.headers[name] }).toEqual({ name, value: got.headers[name] });
    }
  });

  it('sends an unhashed file pre-compressed too, revalidated each time', async () => {
    const page = await get('/index.html', { 'Accept-Encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(decodedBody(page).equals(SHELL)).toBe(true);
  });

  it('never serves a .br or .gz copy under its own address', async () => {
    expect((await get(`${JS}.br`, { 'Accept-Encoding': 'br' })).status).toBe(404);
    expect((await get(`${JS}.gz`)).status).toBe(404);
    // Outside /assets an unknown path is a page; this build has no renderer, so: not found.
    expect((await get('/index.html.gz')).status).toBe(404);
  });

  it('sends a file the build left uncompressed as it is: its ETag names those bytes', async () => {
    const logo = await get('/logo.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(logo.status).toBe(200);
    expect(logo.headers['content-encoding']).toBeUndefined();
    expect(logo.body.equals(LOGO)).toBe(true);
  });
});
