import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets';

const script = 'export function greet(name) { return "Hello, " + name; }\n'.repeat(200);
const styles = 'body { margin: 0; padding: 0; color: #333; }\n'.repeat(100);
const picture = zlib.deflateSync(Buffer.from('pixels '.repeat(500)));

describe('precompressDirectory', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function builtStorefront(): string {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>Posy</title>${styles}`);
    fs.writeFileSync(path.join(dir, 'assets', 'index-3f2a9c.js'), script);
    fs.writeFileSync(path.join(dir, 'assets', 'index-77aa01.css'), styles);
    fs.writeFileSync(path.join(dir, 'assets', 'photo-1b2c3d.png'), picture);
    fs.writeFileSync(path.join(dir, 'assets', 'photo-1b2c3d.woff2'), picture);
    fs.writeFileSync(path.join(dir, 'robots.txt'), 'a');
    return dir;
  }

  it('writes brotli and gzip copies that decompress to the original bytes', async () => {
    const root = builtStorefront();
    const written = await precompressDirectory(root);
    const js = path.join(root, 'assets', 'index-3f2a9c.js');
    const original = fs.readFileSync(js);
    const br = fs.readFileSync(`${js}.br`);
    const gz = fs.readFileSync(`${js}.gz`);
    expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(original.length / 10);
    expect(written.map((file) => path.relative(root, file))).toEqual([
      path.join('assets', 'index-3f2a9c.js.br'),
      path.join('assets', 'index-3f2a9c.js.gz'),
      path.join('assets', 'index-77aa01.css.br'),
      path.join('assets', 'index-77aa01.css.gz'),
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('uses maximum quality: brotli 11 and gzip 9', async () => {
    const root = builtStorefront();
    await precompressDirectory(root);
    const js = path.join(root, 'assets', 'index-3f2a9c.js');
    const bestBrotli = zlib.brotliCompressSync(fs.readFileSync(js), {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    expect(fs.statSync(`${js}.br`).size).toBeLessThanOrEqual(bestBrotli.length);
    expect(fs.statSync(`${js}.gz`).size).toBe(
      zlib.gzipSync(fs.readFileSync(js), { level: 9 }).length,
    );
  });

  it('leaves images and fonts alone, and files that would not shrink', async () => {
    const root = builtStorefront();
    await precompressDirectory(root);
    const names = fs.readdirSync(root, { recursive: true }).map(String);
    expect(names.filter((name) => /photo-.*\.(br|gz)$/.test(name))).toEqual([]);
    expect(names).not.toContain('robots.txt.br');
    expect(names).not.toContain('robots.txt.gz');
  });
});
