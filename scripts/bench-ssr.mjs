// `npm run bench:ssr`: pages per second and p50/p99 latency of whole storefront pages (home, a
// category, a product: GET with `Accept: text/html`, `Accept-Encoding: gzip, br`) at 20
// connections, beside the bare endpoint GET /api/health measured in the same run, against the
// production shop serving frontend/dist; then the server's resident memory. Whatever the server
// answers a page with is what is measured: server-rendered HTML, served again from the page cache
// for a few seconds (PAGE_CACHE_SECONDS), and — a second set of rows — rendered afresh for every
// request (a query string the cache has never seen). Budget (docs/benchmarks.md "Budgets"): product
// page ≥ 300 pages/s. Saved to bench/results/ssr.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { checkPages, ensureShopBuilt, PAGES, startShop } from './bench-server.mjs';
import { ROOT } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const CONNECTIONS = 20;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCT_BUDGET = 300;
const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, br' };

/**
 * `fresh`: every request carries its own query string, so each is a new address the page cache
 * has never seen: the cost of rendering a page, not of serving it again.
 */
function measure(base, title, path, headers = {}, { fresh = false } = {}) {
  let n = 0;
  const requests = fresh
    ? [{ setupRequest: (request) => ({ ...request, path: `${path}?bench=${(n += 1)}` }) }]
    : undefined;
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + path, connections: CONNECTIONS, duration: DURATION, headers, requests },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              title,
              path,
              requestsPerSecond: Math.round(result.requests.average),
              p50Ms: result.latency.p50,
              p99Ms: result.latency.p99,
              bytesPerResponse: result.requests.total
                ? Math.round(result.throughput.total / result.requests.total)
                : 0,
              non2xx: result.non2xx,
              errors: result.errors,
            }),
    );
  });
}

await ensureShopBuilt();
const shop = await startShop({ port: PORT });
await checkPages(shop.base);
// One request each first, so caches fill as they would in a running shop.
for (const page of PAGES) await fetch(shop.base + page.path, { headers: PAGE_HEADERS });
const results = [await measure(shop.base, 'bare endpoint', '/api/health')];
for (const page of PAGES)
  results.push(await measure(shop.base, `${page.name} page`, page.path, PAGE_HEADERS));
for (const page of PAGES)
  results.push(
    await measure(shop.base, `${page.name} page, rendered each time`, page.path, PAGE_HEADERS, {
      fresh: true,
    }),
  );
const memory = shop.memory();
shop.stop();

const bare = results[0].requestsPerSecond;
const product = results.find((r) => r.title === 'product page');
for (const r of results) r.ratioToBare = Math.round((r.requestsPerSecond / bare) * 100) / 100;
console.log(`bench:ssr, ${CONNECTIONS} connections, ${DURATION} s each`);
console.log('| request | req/s | × bare | p50 ms | p99 ms | bytes/response | non-2xx |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.title} \`${r.path}\` | ${r.requestsPerSecond} | ${r.ratioToBare} | ${r.p50Ms} | ${r.p99Ms} | ${r.bytesPerResponse} | ${r.non2xx} |`,
  );
}
const passed = product.requestsPerSecond >= PRODUCT_BUDGET && product.non2xx === 0;
console.log(
  `product page: ${product.requestsPerSecond} pages/s (budget ≥ ${PRODUCT_BUDGET}): ${passed ? 'PASS' : 'FAIL'}`,
);
console.log(
  memory
    ? `server memory after the load: ${memory.rssMb} MB resident, peak ${memory.peakRssMb} MB (budget ≤ 250 MB)`
    : 'server memory: not measurable on this platform',
);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/ssr.json'),
  `${JSON.stringify({ benchmark: 'ssr', at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, nodeEnv: 'production', budget: { productPagesPerSecond: PRODUCT_BUDGET }, passed, results, memory }, null, 2)}\n`,
);
console.log('Saved bench/results/ssr.json');
process.exit(passed ? 0 : 1);
