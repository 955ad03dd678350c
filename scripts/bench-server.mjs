// The production shop for the storefront benchmarks: builds what is missing, starts
// `backend/dist/main.js` (NODE_ENV=production, the heap cap and allocator settings of `npm start`)
// on its own port and a fresh SQLite file, serving the given storefront folder, and waits until it
// answers.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBackendBuilt, ROOT, run, serverMallocEnv } from './lib.mjs';

export const STOREFRONT_DIST = join(ROOT, 'frontend/dist');

/** Seeded pages the storefront benchmarks load (backend/src/catalogue/seed/). */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/flowers' },
  { name: 'product', path: '/product/the-harriet' },
];

/** Builds contracts and backend, and the storefront, when their output is missing. */
export async function ensureShopBuilt() {
  await ensureBackendBuilt();
  const built =
    existsSync(join(STOREFRONT_DIST, '.vite/manifest.json')) &&
    existsSync(join(STOREFRONT_DIST, '../dist-server/entry-server.cjs'));
  if (built) return;
  const code = await run('npm', ['run', 'build', '-w', 'frontend', '--silent']);
  if (code !== 0) process.exit(code);
}

/** Starts the shop; resolves with its base URL, a stop function and a memory reading. */
export async function startShop({ port, storefrontDir = STOREFRONT_DIST }) {
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const server = spawn(
    process.execPath,
    ['--max-old-space-size=160', join(ROOT, 'backend/dist/main.js')],
    {
      env: {
        ...process.env,
        ...serverMallocEnv(),
        NODE_ENV: 'production',
        PORT: String(port),
        SQLITE_PATH: join(dir, 'shop.sqlite'),
        LOG_LEVEL: 'error',
        STOREFRONT_DIR: storefrontDir,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`The shop exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i === 300) throw new Error('The shop did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** The server's resident and peak resident memory in MB (Linux), or null elsewhere. */
  const memory = () => {
    try {
      const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const mb = (field) =>
        Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]) / 1024);
      return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM') };
    } catch {
      return null;
    }
  };
  return { base, stop, memory };
}

/** Fails loudly when a benchmarked page's data is missing (a renamed seed slug, say). */
export async function checkPages(base) {
  const category = await fetch(`${base}/api/category/flowers`);
  const product = await (await fetch(`${base}/api/product/slug/the-harriet`)).json();
  if (!category.ok || !product.data?.product)
    throw new Error('The seeded category /flowers or product /the-harriet is missing');
}
