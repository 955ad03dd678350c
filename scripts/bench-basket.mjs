// `npm run bench:basket`: add-to-basket, get-checkout and 4-day calendar throughput and p50/p99
// latency at 50 concurrent connections against the production build (NODE_ENV=production) on a
// fresh SQLite file (or the PostgreSQL database of DATABASE_URL, labelled as such), beside a bare
// endpoint (GET /api/health) measured in the same run, and the server's resident memory after the
// load. Besides near-empty baskets it measures realistic ones: 5–10 orders, each with a card, a
// message, a recipient and a few edits. Saved to bench/results/basket.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startShop } from './bench-server.mjs';
import { ensureBackendBuilt, ROOT } from './lib.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SESSIONS = 4000;
const REALISTIC_BASKETS = Number(process.env.BENCH_REALISTIC_BASKETS ?? 300);
const DATABASE = process.env.DATABASE_URL ? 'postgresql' : 'sqlite';

await ensureBackendBuilt();
// The API only: no storefront, so the figures are the basket's alone.
const shop = await startShop({ port: PORT, storefrontDir: '' });

/** POSTs a JSON body (with the session cookie when given); the answer's cookie or the one sent. */
async function post(path, body, cookie) {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
}

/** A session whose basket holds one order: sessions start with the first change. */
async function newSession() {
  return post('/api/product/add', JSON.parse(add));
}

/** A basket as shoppers fill them: 5–10 orders, each with card, message, recipient and edits. */
async function realisticBasket(index) {
  const orders = 5 + (index % 6);
  let cookie;
  for (let order = 1; order <= orders; order++) {
    cookie = await post('/api/product/add', JSON.parse(add), cookie);
    const update = (key, data) =>
      post('/api/checkout/update', { key, orderIndex: order, data }, cookie);
    await update('card', { size: order % 2 ? 'premium-a6' : 'standard' });
    await update('message', { message: `Happy birthday, love from us all (${order})` });
    await update('recipient', {
      recipientName: `Recipient ${order}`,
      addressLine1: `${order} High Street`,
      town: 'London',
      postcode: 'SW1A 1AA',
    });
    await update('message', { message: `Happy birthday! Love from all of us (${order})` });
    await update('card', { size: 'premium-a5' });
  }
  return cookie;
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

const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * What the benchmark adds: a deliverable product on its first day the calendar offers a method
 * that needs no postcode check, both taken from the shop's answers, so any day it runs (a
 * Saturday, say, when the first days offer no such method) every add is accepted.
 */
async function deliverableAdd() {
  const category = await (await fetch(`${BASE}/api/category/flowers`)).json();
  for (const product of category.data.products) {
    const start = product.earliestDeliveryDate;
    if (!start) continue;
    const answer = await fetch(
      `${BASE}/api/calendar/get-days/${start}/${plusDays(start, 6)}/${product.id}`,
    );
    for (const day of (await answer.json()).data) {
      if (!day.isAvailable) continue;
      const method = Object.entries(day.deliveryMethods).find(
        ([, info]) => !info.requiresPostcodeCheck,
      );
      if (method) return { product, deliveryId: method[0], deliveryDate: day.date };
    }
  }
  throw new Error('No flowers product has a day deliverable without a postcode check');
}

const { product, deliveryId, deliveryDate } = await deliverableAdd();
const add = JSON.stringify({ id: product.id, deliveryId, deliveryDate });
const start = deliveryDate;
const end = plusDays(start, 3);

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
console.log(`bench:basket on ${DATABASE}`);
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
const realistic = [];
for (let i = 0; i < REALISTIC_BASKETS; i++) realistic.push(await realisticBasket(i));
let nextRealistic = 0;
const withRealisticBasket = [
  {
    setupRequest: (request) => ({
      ...request,
      headers: { ...request.headers, cookie: realistic[nextRealistic++ % REALISTIC_BASKETS] },
    }),
  },
];
results.push(
  await run('edit a realistic basket (5-10 orders): POST /api/checkout/update', {
    method: 'POST',
    path: '/api/checkout/update',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: 'message', orderIndex: 1, data: { message: 'With love' } }),
    requests: withRealisticBasket,
  }),
);
results.push(
  await run('get checkout state of a realistic basket: GET /api/checkout/get', {
    method: 'GET',
    path: '/api/checkout/get',
    requests: withRealisticBasket,
  }),
);
const memory = shop.memory();
shop.stop();

const budget = {
  'add to basket': { rps: 2000, p99: 15 },
  'get checkout state': { rps: 5000, p99: 10 },
  'calendar, 4-day window': { rps: 3000, p99: 15 },
  'edit a realistic basket': { rps: 2000, p99: 15 },
  'get checkout state of a realistic basket': { rps: 5000, p99: 10 },
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
  `${JSON.stringify({ benchmark: 'basket', at: new Date().toISOString(), connections: CONNECTIONS, durationSeconds: DURATION, database: DATABASE, realisticBaskets: REALISTIC_BASKETS, nodeEnv: 'production', results, memory }, null, 2)}\n`,
);
console.log('Saved bench/results/basket.json');
process.exit(0);
