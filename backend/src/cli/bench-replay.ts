import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { BasketEvent, EventMetadata } from '@shop/contracts';
import {
  checkoutStateProjection,
  decide,
  evolve,
  foldCheckoutState,
  initialState,
  type BasketCommand,
} from '../basket';
import { SystemClock } from '../platform/clock/clock';
import { REPO_ROOT } from '../platform/config/app-config';
import { exec, type SqlDatabase } from '../platform/database/sql-database';
import { EventStore } from '../platform/event-store/event-store';
import { ProjectionRegistry } from '../platform/event-store/projection-registry';
import { rebuildProjection } from '../platform/event-store/projection-rebuild';
import { openTestDataSource } from '../platform/database/scratch-database';

/*
 * `npm run bench:replay`: events per second replayed (read + folded with the live checkout-state
 * evolve) for one large basket, and a full projection rebuild of a large log, on SQLite. Saved to
 * bench/results/replay.json. Budget (docs/benchmarks.md "Budgets"): 1,000,000 events rebuilt in
 * ≤ 10 s.
 */

const LARGE_BASKET = Number(process.env.BENCH_BASKET_EVENTS ?? 5000);
const REBUILD_EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000);
const EVENTS_PER_BASKET = 100;
const ROWS_PER_INSERT = 100;
const ROWS_PER_TRANSACTION = 20_000;

const snapshot = (id: number, name: string, price: number) => ({
  productId: id,
  variantId: null,
  sku: `FLW-${id}`,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  image: `/images/products/${id}-586.png`,
  distributor: 'Flowers',
  attributes: ['Pink', 'Birthday'],
  price,
  originalPrice: price,
  posyPoints: 3,
  isAgeRestricted: false,
  isPersonalisable: false,
  isSubscription: false,
});
const delivery = (day: number) => ({
  methodId: day % 2 ? 'standard' : 'tracked',
  methodName: day % 2 ? 'Standard Delivery' : 'Tracked Delivery',
  date: `2026-06-${String(5 + (day % 20)).padStart(2, '0')}`,
  price: day % 2 ? 0 : 399,
  originalPrice: day % 2 ? 0 : 399,
});

/** The n-th command a shopper gives a basket: three orders, then a realistic mix of edits. */
function basketCommand(n: number): BasketCommand {
  const orderId = `order-${n % 3}`;
  if (n < 3) {
    return {
      type: 'AddProduct',
      data: {
        orderId,
        product: snapshot(100 + n, 'The Rosie Bouquet', 3500),
        pot: null,
        delivery: delivery(n),
        isGiftCard: false,
        productAvailable: true,
        deliveryAvailable: true,
      },
    };
  }
  switch (n % 7) {
    case 0:
      return {
        type: 'ChangeDelivery',
        data: { orderId, delivery: delivery(n), deliveryAvailable: true },
      };
    case 1:
      return {
        type: 'SetMessage',
        data: {
          orderId,
          message: `Happy birthday! Love from us all (${n})`,
          personalisationConfiguration: null,
        },
      };
    case 2:
      return {
        type: 'SetRecipient',
        data: {
          orderId,
          recipientName: 'Ada Lovelace',
          addressLine1: `${n} Rose Lane`,
          addressLine2: '',
          addressLine3: '',
          town: 'Bath',
          postcode: 'BA1 1AA',
        },
      };
    case 3:
      return { type: 'AddAddon', data: { orderId, addon: snapshot(9001, 'Chocolates', 600) } };
    case 4:
      return { type: 'RemoveAddon', data: { orderId, productId: 9001 } };
    case 5:
      return { type: 'ChooseCard', data: { orderId, size: n % 2 ? 'premium-a6' : 'standard' } };
    default:
      return {
        type: 'GiveCustomerDetails',
        data: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          phone: '07700 900123',
          mailShot: n % 2 === 0,
        },
      };
  }
}

/**
 * The first `count` events of a basket, decided by the basket's own decider from a stream of
 * shopper commands, so every generated history is one the basket rules allow (a command the
 * rules refuse, such as removing an extra the order does not have, records nothing).
 */
function basketEvents(count: number): BasketEvent[] {
  const events: BasketEvent[] = [];
  let state = initialState;
  for (let n = 0; events.length < count; n++) {
    if (n > count * 10) throw new Error('The basket rules refuse almost every generated command');
    let decided: BasketEvent[];
    try {
      decided = decide(basketCommand(n), state);
    } catch {
      continue;
    }
    for (const event of decided.slice(0, count - events.length)) {
      state = evolve(state, event);
      events.push(event);
    }
  }
  return events;
}

const metadataFor = (sessionId: string, n: number): EventMetadata => ({
  eventId: `${sessionId}-${n}`,
  correlationId: `${sessionId}-c${Math.floor(n / 3)}`,
  causationId: null,
  sessionId,
  actor: { kind: 'shopper', sessionId },
  occurredAt: new Date(Date.UTC(2026, 5, 4, 10) + n * 1000).toISOString(),
  deviceType: 'm',
});

/** Writes `count` basket events straight into the log, in big batched inserts. */
async function generate(sql: SqlDatabase, count: number): Promise<void> {
  const rows: unknown[][] = [];
  const history = basketEvents(EVENTS_PER_BASKET);
  for (let i = 0; i < count; i++) {
    const basket = Math.floor(i / EVENTS_PER_BASKET);
    const n = i % EVENTS_PER_BASKET;
    const event = history[n];
    const session = `bench-${basket}`;
    rows.push([
      `basket-${session}`,
      n + 1,
      event.type,
      JSON.stringify(event.data),
      JSON.stringify(metadataFor(session, n)),
    ]);
    if (rows.length === ROWS_PER_TRANSACTION || i === count - 1) {
      const batch = rows.splice(0);
      await sql.transaction(function* () {
        for (let r = 0; r < batch.length; r += ROWS_PER_INSERT) {
          const chunk = batch.slice(r, r + ROWS_PER_INSERT);
          yield* exec(
            `INSERT INTO events (stream_id, stream_version, type, data, metadata) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`,
            chunk.flat(),
          );
        }
      });
    }
  }
}

async function main(): Promise<void> {
  const db = await openTestDataSource('sqlite');
  try {
    const store = new EventStore(db.sql, new ProjectionRegistry(), new SystemClock());

    process.stdout.write(`Replaying one basket of ${LARGE_BASKET} events...\n`);
    const big = basketEvents(LARGE_BASKET);
    await store.append('basket-large', 'no_stream', big, {
      actor: { kind: 'system', process: 'bench' },
    });
    const t0 = performance.now();
    const events = await store.readStream('basket-large');
    const t1 = performance.now();
    const rounds = 5;
    for (let r = 0; r < rounds; r++) foldCheckoutState(events);
    const t2 = performance.now();
    const foldSeconds = (t2 - t1) / 1000 / rounds;
    const basket = {
      events: events.length,
      readMs: +(t1 - t0).toFixed(1),
      foldMs: +(foldSeconds * 1000).toFixed(1),
      foldedEventsPerSecond: Math.round(events.length / foldSeconds),
      replayedEventsPerSecond: Math.round(events.length / ((t1 - t0) / 1000 + foldSeconds)),
    };
    console.log(
      `  read ${basket.readMs} ms, fold ${basket.foldMs} ms: ${basket.foldedEventsPerSecond} events/s folded, ` +
        `${basket.replayedEventsPerSecond} events/s read + folded`,
    );

    process.stdout.write(
      `Generating ${REBUILD_EVENTS} events (${EVENTS_PER_BASKET} per basket)...\n`,
    );
    const g0 = performance.now();
    await generate(db.sql, REBUILD_EVENTS - LARGE_BASKET);
    const generateSeconds = (performance.now() - g0) / 1000;
    process.stdout.write(
      `  generated in ${generateSeconds.toFixed(1)} s; rebuilding checkout-state...\n`,
    );
    const r0 = performance.now();
    const result = await rebuildProjection(db.sql, store, checkoutStateProjection, {
      dryRun: false,
    });
    const rebuildSeconds = (performance.now() - r0) / 1000;
    const rebuild = {
      events: result.eventsRead,
      documents: result.documents,
      seconds: +rebuildSeconds.toFixed(2),
      eventsPerSecond: Math.round(result.eventsRead / rebuildSeconds),
      generateSeconds: +generateSeconds.toFixed(1),
    };
    console.log(
      `  rebuilt ${rebuild.events} events into ${rebuild.documents} documents in ${rebuild.seconds} s: ` +
        `${rebuild.eventsPerSecond} events/s (budget: 1,000,000 in ≤ 10 s)`,
    );
    const report = {
      benchmark: 'replay',
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpu: os.cpus()[0]?.model,
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
      },
      dialect: 'sqlite',
      budget: { rebuildEvents: 1_000_000, rebuildSeconds: 10 },
      largeBasket: basket,
      rebuild,
    };
    const dir = path.join(REPO_ROOT, 'bench', 'results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, 'replay.json');
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Saved ${path.relative(REPO_ROOT, file)}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
