// `npm run analytics:tail [-- --once]`: the reference consumer of the analytics feed
// (docs/analytics-feed.md). Follows GET /api/analytics/stream from a saved cursor and prints one line
// per event; with --once it pages GET /api/analytics/events up to the end and exits instead.
//
//   ANALYTICS_KEY          the API key (required; `npm run analytics:key -- --name tail`)
//   ANALYTICS_URL          the shop, default http://localhost:3000
//   ANALYTICS_CURSOR_FILE  where the cursor is kept, default data/analytics-tail.cursor
//
// The cursor is saved after each event is printed, so a restart prints nothing twice unless it
// was killed between printing a line and saving the cursor (at least once, never lost).
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ROOT } from './lib.mjs';

const BASE_URL = (process.env.ANALYTICS_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const KEY = process.env.ANALYTICS_KEY;
const CURSOR_FILE = resolve(
  ROOT,
  process.env.ANALYTICS_CURSOR_FILE ?? 'data/analytics-tail.cursor',
);
const RECONNECT_MS = 2000;

class Refused extends Error {}

function readCursor() {
  try {
    const text = readFileSync(CURSOR_FILE, 'utf8').trim();
    return /^\d+$/.test(text) ? Number(text) : 0;
  } catch {
    return 0;
  }
}

/** Written to a temporary file and renamed, so a crash never leaves half a cursor. */
function saveCursor(cursor) {
  mkdirSync(dirname(CURSOR_FILE), { recursive: true });
  writeFileSync(`${CURSOR_FILE}.tmp`, `${cursor}\n`);
  renameSync(`${CURSOR_FILE}.tmp`, CURSOR_FILE);
}

const pounds = (value) => `£${value.toFixed(2)}`;

/** `#12 2026-06-04T10:00:00.000Z add_to_cart basket-3f… o1 m £49.99 The Harriet £44.99, ...` */
function describe(cursor, event) {
  const { data } = event;
  const items = data.ecommerce.items
    .map((item) => `${item.item_name} ${pounds(item.price)}`)
    .join(', ');
  return [
    `#${cursor}`,
    event.time,
    data.event,
    event.subject,
    data.order_id ?? '-',
    data.device_type ?? '-',
    pounds(data.ecommerce.value),
    items,
  ].join(' ');
}

function print(cursor, event) {
  console.log(describe(cursor, event));
  saveCursor(cursor);
}

async function call(path, headers = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    headers: { Authorization: `Bearer ${KEY}`, ...headers },
  });
  if (response.status === 401 || response.status === 400) {
    const body = await response.json().catch(() => ({}));
    throw new Refused(`${response.status}: ${body.error ?? response.statusText}`);
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response;
}

/** --once: every page after the cursor, then exit. */
async function pageToEnd() {
  let cursor = readCursor();
  for (;;) {
    const page = (await (await call(`/api/analytics/events?after=${cursor}&limit=1000`)).json())
      .data;
    if (page.events.length === 0) return;
    for (const event of page.events) print(Number(event.sequence), event);
    cursor = page.nextCursor;
  }
}

/** Follows the stream until it ends; resumes after the saved cursor (as Last-Event-ID). */
async function followOnce() {
  const response = await call('/api/analytics/stream', { 'Last-Event-ID': String(readCursor()) });
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body) {
    buffer += decoder.decode(chunk, { stream: true });
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const id = /^id: ?(.*)$/m.exec(block)?.[1];
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.replace(/^data: ?/, ''))
        .join('\n');
      if (id && data) print(Number(id), JSON.parse(data));
    }
  }
}

async function follow() {
  for (;;) {
    try {
      await followOnce();
      console.error(`The stream ended; reconnecting in ${RECONNECT_MS / 1000} s`);
    } catch (error) {
      if (error instanceof Refused) throw error;
      console.error(
        `${error.cause?.code ?? error.message}; reconnecting in ${RECONNECT_MS / 1000} s`,
      );
    }
    await new Promise((done) => setTimeout(done, RECONNECT_MS));
  }
}

if (!KEY) {
  console.error(
    'Set ANALYTICS_KEY to an analytics API key (npm run analytics:key -- --name tail).',
  );
  process.exit(2);
}
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
try {
  await (process.argv.includes('--once') ? pageToEnd() : follow());
} catch (error) {
  console.error(error instanceof Refused ? `The feed refused: ${error.message}` : error);
  process.exit(1);
}
