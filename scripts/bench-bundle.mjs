// `npm run bench:bundle`: every script the home page loads before it is idle, gzipped, against the
// budget in docs/benchmarks.md "Budgets" (≤ 120 KB). Starts the production shop, opens / in
// Chromium at a 360×740 phone viewport, records each script response (lazy chunks and
// modulepreloads included) until the network is idle, and sums the gzip (level 9) size of each raw
// body, so the figure does not depend on whether the server compresses. The older manifest-based
// count (entry, its static imports and the home route's chunks) is kept as `manifestInitialKB` for
// comparison. Saved to bench/results/bundle.json.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureShopBuilt, startShop, STOREFRONT_DIST } from './bench-server.mjs';
import { chromiumPath } from './ensure-chromium.mjs';
import { ROOT } from './lib.mjs';

const BUDGET_KB = 120;
const PORT = Number(process.env.BENCH_PORT ?? 3310);
const SETTLE_MS = 1000;

/** The manifest's count: the entry chunk, its static imports and the home route's chunks. */
function manifestInitialKB() {
  const manifestPath = join(STOREFRONT_DIST, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const include = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) include(imported);
  };
  for (const key of Object.keys(manifest)) {
    if (manifest[key].isEntry || /^src\/routes\/(index|__root)\.tsx/.test(key)) include(key);
  }
  const bytes = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce(
      (sum, file) => sum + gzipSync(readFileSync(join(STOREFRONT_DIST, file)), { level: 9 }).length,
      0,
    );
  return +(bytes / 1024).toFixed(1);
}

await ensureShopBuilt();
const shop = await startShop({ port: PORT });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const scripts = new Map();
try {
  const page = await browser.newPage({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  page.on('response', (response) => {
    const request = response.request();
    const isScript =
      request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(response.url()).pathname);
    if (isScript && !scripts.has(response.url())) scripts.set(response.url(), response.body());
  });
  await page.goto(`${shop.base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  for (const [url, body] of scripts) scripts.set(url, await body.catch(() => Buffer.alloc(0)));
} finally {
  await browser.close();
  shop.stop();
}

const sizes = [];
for (const [url, raw] of scripts) {
  const { origin, pathname } = new URL(url);
  sizes.push({
    file: origin === shop.base ? pathname.slice(1) : url,
    gzipKB: gzipSync(raw, { level: 9 }).length / 1024,
  });
}
sizes.sort((a, b) => b.gzipKB - a.gzipKB);
const total = sizes.reduce((sum, s) => sum + s.gzipKB, 0);
const manifestKB = manifestInitialKB();
for (const s of sizes) console.log(`  ${s.gzipKB.toFixed(1).padStart(6)} KB  ${s.file}`);
console.log(
  `Home page JavaScript loaded before idle: ${total.toFixed(1)} KB gzip in ${sizes.length} files (budget ${BUDGET_KB} KB)`,
);
console.log(`  (manifest count of entry + home route chunks: ${manifestKB} KB)`);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/bundle.json'),
  `${JSON.stringify({ benchmark: 'bundle', at: new Date().toISOString(), page: '/', viewport: '360x740', budgetKB: BUDGET_KB, totalKB: +total.toFixed(1), manifestInitialKB: manifestKB, files: sizes }, null, 2)}\n`,
);
process.exit(total <= BUDGET_KB ? 0 : 1);
