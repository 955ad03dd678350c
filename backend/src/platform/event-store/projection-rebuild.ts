import type { RecordedEvent } from '@shop/contracts';
import { exec, rows, type SqlDatabase, type SqlWork } from '../database/sql-database';
import {
  evolveDocuments,
  parseJson,
  type DocumentProjection,
  type DocumentWrite,
} from './document-projection';
import { documentTableDdl } from '../database/document-table';
import { EVENT_COLUMNS, toLazyRecordedEvent, toRecordedEvent, type EventRow } from './event-rows';
import type { EventStore } from './event-store';

export interface RebuildProgress {
  read: number;
  total: number;
}

export interface RebuildOptions {
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Build and compare only; leave the live table as it is. */
  dryRun?: boolean;
}

export interface RebuildResult {
  projection: string;
  eventsRead: number;
  documents: number;
  /** Ids whose rebuilt document differs from (or is missing in) the live table before the swap. */
  differences: string[];
  swapped: boolean;
}

const INSERT_CHUNK = 200;
/** How long a rebuild waits for held-back events before it lets the swap catch them up. */
const HELD_BACK_WAIT_MS = 30_000;

/**
 * Replays the whole log into a fresh copy of a projection's table, compares it with the live
 * table, then swaps it in (catching up on events appended meanwhile in the swap transaction).
 */
export async function rebuildProjection(
  sql: SqlDatabase,
  store: EventStore,
  projection: DocumentProjection,
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const fresh = `${projection.table}__rebuild`;
  const [{ count }] = await sql.query<{ count: number | string }>(
    'SELECT COUNT(*) AS count FROM events',
  );
  const total = Number(count);
  const built = new Map<string, unknown>();
  const documents = new Map<string, Map<string, unknown>>([[projection.table, built]]);
  const positions = new Map<string, number>();
  const handles = new Set(projection.handles);
  let after = 0;
  let read = 0;
  let waitingSince = 0;
  for (;;) {
    const batch = await store.readAllRows({
      after,
      limit: options.batchSize ?? 10000,
      withoutMetadata: projection.readsMetadata === false,
    });
    if (batch.length === 0) {
      // On PostgreSQL, readAll holds back events while any older transaction is still open
      // (gap safety). Events counted at the start are committed, so they become readable once
      // those transactions end: wait for them instead of stopping short.
      if (read >= total) break;
      waitingSince ||= Date.now();
      if (Date.now() - waitingSince > HELD_BACK_WAIT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    waitingSince = 0;
    replay(projection, handles, batch, built, positions);
    read += batch.length;
    after = Number(batch[batch.length - 1].position);
    options.onProgress?.({ read, total: Math.max(total, read) });
  }
  await sql.transaction(() => createAndFill(sql, fresh, built, positions));
  const differences = await compareTables(sql, projection.table, fresh);
  if (options.dryRun) {
    await sql.transaction(() => exec(`DROP TABLE ${fresh}`));
    return {
      projection: projection.name,
      eventsRead: read,
      documents: built.size,
      differences,
      swapped: false,
    };
  }
  await sql.transaction(() => swapIn(sql, projection, fresh, after, documents, positions));
  return {
    projection: projection.name,
    eventsRead: read,
    documents: built.size,
    differences,
    swapped: true,
  };
}

/**
 * The bulk of the rebuild: what `evolveDocuments` does, keeping only each document's latest
 * position instead of a write per event, and parsing only the events the projection handles
 * (their metadata only if `evolve` reads it).
 */
function replay(
  projection: DocumentProjection,
  handles: ReadonlySet<string>,
  batch: readonly EventRow[],
  documents: Map<string, unknown>,
  positions: Map<string, number>,
): void {
  for (const row of batch) {
    if (!handles.has(row.type)) continue;
    const event = toLazyRecordedEvent(row);
    const id = projection.documentId(event);
    if (id === null) continue;
    documents.set(id, projection.evolve((documents.get(id) ?? null) as never, event));
    positions.set(id, event.position);
  }
}

function apply(
  projection: DocumentProjection,
  events: readonly RecordedEvent[],
  documents: Map<string, Map<string, unknown>>,
  positions: Map<string, number>,
): DocumentWrite[] {
  const writes = evolveDocuments([projection], events, documents);
  for (const write of writes) positions.set(write.id, write.position);
  return writes;
}

function* createAndFill(
  sql: SqlDatabase,
  table: string,
  built: Map<string, unknown>,
  positions: Map<string, number>,
): SqlWork<void> {
  yield* exec(`DROP TABLE IF EXISTS ${table}`);
  yield* exec(documentTableDdl(sql.dialect, table));
  const entries = [...built].filter(([, document]) => document !== null);
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    const chunk = entries.slice(i, i + INSERT_CHUNK);
    yield* exec(
      `INSERT INTO ${table} (id, data, position) VALUES ${chunk.map(() => '(?, ?, ?)').join(', ')}`,
      chunk.flatMap(([id, document]) => [id, JSON.stringify(document), positions.get(id)]),
    );
  }
}

function* swapIn(
  sql: SqlDatabase,
  projection: DocumentProjection,
  fresh: string,
  after: number,
  documents: Map<string, Map<string, unknown>>,
  positions: Map<string, number>,
): SqlWork<void> {
  if (sql.dialect === 'postgres') {
    // Writers of the live table finish first; later ones wait and then see the new table.
    yield* exec(`LOCK TABLE ${projection.table} IN ACCESS EXCLUSIVE MODE`);
  }
  const late = yield* rows<EventRow>(
    sql.dialect === 'postgres'
      ? `SELECT ${EVENT_COLUMNS} FROM events WHERE (transaction_id, position) >
           (COALESCE((SELECT transaction_id FROM events WHERE position = ?), '0'::xid8), ?)
         ORDER BY transaction_id, position`
      : `SELECT ${EVENT_COLUMNS} FROM events WHERE position > ? ORDER BY position`,
    sql.dialect === 'postgres' ? [after, after] : [after],
  );
  for (const write of apply(projection, late.map(toRecordedEvent), documents, positions)) {
    if (write.document === null) {
      yield* exec(`DELETE FROM ${fresh} WHERE id = ?`, [write.id]);
    } else {
      yield* exec(
        `INSERT INTO ${fresh} (id, data, position) VALUES (?, ?, ?) ` +
          'ON CONFLICT (id) DO UPDATE SET data = excluded.data, position = excluded.position',
        [write.id, JSON.stringify(write.document), write.position],
      );
    }
  }
  yield* exec(`DROP TABLE ${projection.table}`);
  yield* exec(`ALTER TABLE ${fresh} RENAME TO ${projection.table}`);
}

/** Ids whose document or position differs between two document tables. */
export async function compareTables(
  sql: SqlDatabase,
  left: string,
  right: string,
): Promise<string[]> {
  type Row = { id: string; data: unknown; position: number | string };
  const read = async (table: string) =>
    new Map(
      (await sql.query<Row>(`SELECT id, data, position FROM ${table}`)).map((row) => [row.id, row]),
    );
  const normal = (row: Row) => `${Number(row.position)}:${JSON.stringify(parseJson(row.data))}`;
  // Identical stored text needs no parsing (SQLite); otherwise compare the parsed documents.
  const same = (x: Row | undefined, y: Row | undefined) =>
    x !== undefined &&
    y !== undefined &&
    Number(x.position) === Number(y.position) &&
    ((typeof x.data === 'string' && x.data === y.data) || normal(x) === normal(y));
  const [a, b] = await Promise.all([read(left), read(right)]);
  const ids = new Set([...a.keys(), ...b.keys()]);
  return [...ids].filter((id) => !same(a.get(id), b.get(id))).sort();
}
