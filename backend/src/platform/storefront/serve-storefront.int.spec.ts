import * as fs from 'node:fs';
import fsModule from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import request from 'supertest';
import { createTestApp } from '../../testing/test-app';

function buildStorefront(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Posy</title>');
  fs.writeFileSync(path.join(dir, 'assets', 'index-3f2a9c.js'), 'console.log("shop")');
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  return dir;
}

describe('the built storefront', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let dir: string;

  beforeAll(async () => {
    dir = buildStorefront();
    t = await createTestApp({ config: { storefrontDir: dir } });
    // Everything is in memory from boot: the folder can go.
    fs.rmSync(dir, { recursive: true, force: true });
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

  it('answers client-side routes with the app shell, uncached', async () => {
    for (const page of ['/', '/category/flowers', '/checkout/1']) {
      const response = await request(t.server).get(page).expect(200);
      expect(response.text).toContain('<title>Posy</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    await request(t.server).head('/category/flowers').expect(200);
  });

  it('never answers the shell or a file for /api, missing assets or dotfiles', async () => {
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
      await request(t.server).get('/category/roses').expect(200);
      await request(t.server).get('/api/health').expect(200);
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    expect(calls).toEqual([]);
  });
});
