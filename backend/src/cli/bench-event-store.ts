import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SystemClock } from '../platform/clock/clock';
import { REPO_ROOT } from '../platform/config/app-config';
import { exec } from '../platform/database/sql-database';
import { EventStore } from '../platform/event-store/event-store';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import {
  openTestDataSource,
  testDialects,
  type TestDialect,
} from '../platform/database/scratch-database';

const APPENDS = Number(process.env.BENCH_APPENDS ?? 20000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const STREAMS = 2000;

/** A realistic basket event: a product snapshot with its delivery, about 600 bytes of JSON. */
const productAdded = (n: number) => ({
  type: 'ProductAdded',
  data: {
    orderId: `order-${n}`,
    product: {
      productId: 1000 + (n % 120),
      variantId: null,
      sku: `FLW-${n % 120}`,
      name: 'The Rosie Bouquet',
      slug: 'the-rosie-bouquet',
      image: '/images/products/rosie-586.png',
      distributor: 'Flowers',
      attributes: ['Pink', 'Birthday', 'For Her'],
      price: 3500,
      originalPrice: 3500,
      posyPoints: 3,
      isAgeRestricted: false,
      isPersonalisable: false,
    },
    pot: null,
    delivery: {
      methodId: 'standard',
      methodName: 'Standard Delivery',
      date: '2026-12-02',
      price: 0,
      originalPrice: 0,
    },
    isGiftCard: false,
  },
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function runPool(count: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

async function benchDialect(dialect: TestDialect) {
  const db = await openTestDataSource(dialect);
  try {
    const store = new EventStore(db.sql, new ProjectionRegistry(), new SystemClock());
    const context = { actor: { kind: 'system' as const, process: 'bench' } };

    // Baseline in the same run: a bare one-row insert transaction on the same database.
    await db.sql.transaction(() =>
      exec('CREATE TABLE bench_baseline (id integer PRIMARY KEY, data text)'),
    );
    const baselineCount = Math.min(APPENDS, 10000);
    const baselineStart = performance.now();
    await runPool(baselineCount, CONCURRENCY, (i) =>
      db.sql.transaction(() =>
        exec('INSERT INTO bench_baseline (id, data) VALUES (?, ?)', [i, '{}']),
      ),
    );
    const baselinePerSecond = baselineCount / ((performance.now() - baselineStart) / 1000);

    const versions = new Map<string, number>();
    const latencies: number[] = [];
    const start = performance.now();
    await runPool(APPENDS, CONCURRENCY, async (i) => {
      // Each worker owns its streams, as a session owns its basket: no version conflicts.
      const stream = `basket-bench-${(i % CONCURRENCY) + CONCURRENCY * (Math.floor(i / CONCURRENCY) % (STREAMS / CONCURRENCY))}`;
      const expected = versions.get(stream) ?? 'no_stream';
      const t0 = performance.now();
      const result = await store.append(stream, expected, [productAdded(i)], context);
      latencies.push(performance.now() - t0);
      versions.set(stream, result.nextExpectedVersion);
    });
    const appendSeconds = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);

    const readStart = performance.now();
    let read = 0;
    let after = 0;
    for (;;) {
      const batch = await store.readAll({ after, limit: 1000 });
      if (!batch.length) break;
      read += batch.length;
      after = batch[batch.length - 1].position;
    }
    const readSeconds = (performance.now() - readStart) / 1000;
    return {
      dialect,
      appends: APPENDS,
      concurrency: CONCURRENCY,
      appendsPerSecond: Math.round(APPENDS / appendSeconds),
      appendLatencyMs: {
        p50: +percentile(latencies, 50).toFixed(3),
        p99: +percentile(latencies, 99).toFixed(3),
      },
      readAllEventsPerSecond: Math.round(read / readSeconds),
      eventsRead: read,
      baselineInsertTransactionsPerSecond: Math.round(baselinePerSecond),
    };
  } finally {
    await db.close();
  }
}

async function main(): Promise<void> {
  const results = [];
  for (const dialect of testDialects()) {
    process.stdout.write(
      `Benchmarking the event store on ${dialect} (${APPENDS} appends, ${CONCURRENCY} concurrent)...\n`,
    );
    const r = await benchDialect(dialect);
    results.push(r);
    console.log(
      `  append: ${r.appendsPerSecond} events/s, p50 ${r.appendLatencyMs.p50} ms, p99 ${r.appendLatencyMs.p99} ms` +
        ` (baseline one-row insert transaction: ${r.baselineInsertTransactionsPerSecond}/s, ratio ${(r.appendsPerSecond / r.baselineInsertTransactionsPerSecond).toFixed(2)})\n` +
        `  readAll: ${r.readAllEventsPerSecond} events/s over ${r.eventsRead} events`,
    );
  }
  const report = {
    benchmark: 'event-store',
    at: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    budget: { sqliteAppendsPerSecond: 5000 },
    results,
  };
  const dir = path.join(REPO_ROOT, 'bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'event-store.json');
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Saved ${path.relative(REPO_ROOT, file)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
