// `npm run bench:basket`: add-to-basket, get-checkout and 4-day calendar throughput and p50/p99
// latency at 50 concurrent connections against the production build (NODE_ENV=production) on a
// fresh SQLite file, beside a bare endpoint (GET /api/health) measured in the same run, and the
// server's resident memory after the load. Saved to bench/results/basket.json.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
// The same heap cap as `npm start` (scripts/start.mjs).
const server = spawn(
  process.execPath,
  ['--max-old-space-size=160', join(ROOT, 'backend/dist/main.js')],
  {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      SQLITE_PATH: join(dir, 'shop.sqlite'),
      LOG_LEVEL: 'error',
      STOREFRONT_DIR: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
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

/** The server's resident and peak resident memory in MB (Linux), or null elsewhere. */
function serverMemory() {
  try {
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const mb = (field) =>
      Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+) kB`))[1]) / 1024);
    return { rssMb: mb('VmRSS'), peakRssMb: mb('VmHWM') };
  } catch {
    return null;
  }
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
const start = product.earliestDeliveryDate;
const end = new Date(Date.parse(`${start}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);

// Each basket holds at most 50 orders, as a shopper's would: spread the adds over many sessions.
const cookies = [];
for (let i = 0; i < SESSIONS; i++) cookies.push(await newSession());
let next = 0;
const withSession = [
  {
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, cookie: cookies[next++ % SESSIONS] },
    }),
  },
];
const results = [];
results.push(await run('bare endpoint: GET /api/health', { method: 'GET', path: '/api/health' }));
results.push(
  await run('add to basket: POST /api/product/add', {
    method: 'POST',
    path: '/api/product/add',
    headers: { 'content-type': 'application/json' },
    body: add,
    requests: withSession,
  }),
);
results.push(
  await run('get checkout state: GET /api/checkout/get', {
    method: 'GET',
    path: '/api/checkout/get',
    requests: withSession,
  }),
);
results.push(
  await run('calendar, 4-day window: GET /api/calendar/get-days', {
    method: 'GET',
    path: `/api/calendar/get-days/${start}/${end}/${product.id}`,
    requests: withSession,
  }),
);
const memory = serverMemory();
stop();

const budget = {
  'add to basket': { rps: 2000, p99: 15 },
  'get checkout state': { rps: 5000, p99: 10 },
  'calendar, 4-day window': { rps: 3000, p99: 15 },
};
const bare = results[0].requestsPerSecond;
for (const r of results) {
  r.ratioToBare = Math.round((r.requestsPerSecond / bare) * 100) / 100;
  const key = Object.keys(budget).find((k) => r.title.startsWith(k));
  const against = key ? ` (budget ≥ ${budget[key].rps}/s, p99 ≤ ${budget[key].p99} ms)` : '';
  console.log(
    `${r.title}: ${r.requestsPerSecond} req/s (${r.ratioToBare} × bare), p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, non-2xx ${r.non2xx}${against}`,
  );
}
console.log(
  memory
    ? `server memory after the run: ${memory.rssMb} MB resident, peak ${memory.peakRssMb} MB (budget ≤ 250 MB)`
    : 'server memory: not measurable on this platform',
);
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(
  join(ROOT, 'bench/results/basket.json'),
  `${JSON.stringify({ benchmark: 'basket', at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, database: 'sqlite', nodeEnv: 'production', results, memory }, null, 2)}\n`,
);
console.log('Saved bench/results/basket.json');
process.exit(0);
