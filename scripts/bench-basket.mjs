// `npm run bench:basket`: add-to-basket and get-checkout throughput and p50/p99 latency at 50
// concurrent connections against the production build on a fresh SQLite file, beside a bare
// endpoint (GET /api/health) measured in the same run. Saved to bench/results/basket.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ensureBackendBuilt, ROOT } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SESSIONS = 4000;

await ensureBackendBuilt();
const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const server = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    SQLITE_PATH: join(dir, 'shop.sqlite'),
    LOG_LEVEL: 'error',
    STOREFRONT_DIR: '',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForHealth() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The shop did not start');
}

async function newSession() {
  const response = await fetch(`${BASE}/api/user-session`);
  return response.headers.get('set-cookie').split(';')[0];
}

function run(title, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { connections: CONNECTIONS, duration: DURATION, ...options, url: BASE + options.path },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              title,
              requestsPerSecond: Math.round(result.requests.average),
              p50Ms: result.latency.p50,
              p99Ms: result.latency.p99,
              non2xx: result.non2xx,
              errors: result.errors,
            }),
    );
  });
}

await waitForHealth();
const category = await (await fetch(`${BASE}/api/category/flowers`)).json();
const product = category.data.products.find((p) => p.earliestDeliveryDate);
const add = JSON.stringify({
  id: product.id,
  deliveryId: 'tracked',
  deliveryDate: product.earliestDeliveryDate,
});

// Each basket holds at most 50 orders, as a shopper's would: spread the adds over many sessions.
const cookies = [];
for (let i = 0; i < SESSIONS; i++) cookies.push(await newSession());
let next = 0;
const results = [];
results.push(await run('bare endpoint: GET /api/health', { method: 'GET', path: '/api/health' }));
results.push(
  await run('add to basket: POST /api/product/add', {
    method: 'POST',
    path: '/api/product/add',
    headers: { 'content-type': 'application/json' },
    body: add,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[next++ % SESSIONS] },
        }),
      },
    ],
  }),
);
results.push(
  await run('get checkout state: GET /api/checkout/get', {
    method: 'GET',
    path: '/api/checkout/get',
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, cookie: cookies[next++ % SESSIONS] },
        }),
      },
    ],
  }),
);
stop();

const budget = {
  'add to basket': { rps: 2000, p99: 15 },
  'get checkout state': { rps: 5000, p99: 10 },
};
for (const r of results) {
  const key = Object.keys(budget).find((k) => r.title.startsWith(k));
  const against = key ? ` (budget ≥ ${budget[key].rps}/s, p99 ≤ ${budget[key].p99} ms)` : '';
  console.log(
    `${r.title}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}${against}`,
  );
}
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/basket.json'),
  `${JSON.stringify({ benchmark: 'basket', at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, database: 'sqlite', results }, null, 2)}\n`,
);
console.log('Saved bench/results/basket.json');
process.exit(0);
