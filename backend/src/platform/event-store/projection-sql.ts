import { exec, rows, type SqlWork } from '../database/sql-database';
import { assertTableName } from '../database/table-name';
import {
  documentsToLoad,
  evolveDocuments,
  parseJson,
  type DocumentProjection,
} from './document-projection';
import type { RecordedEvent } from '@shop/contracts';

interface DocumentRow {
  id: string;
  data: unknown;
}

const LOAD_CHUNK = 500;

/** Loads the documents `events` touch, evolves them and writes the results, inside a transaction. */
export function* applyProjections(
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  lockRows: boolean,
): SqlWork<number> {
  if (projections.length === 0 || events.length === 0) return 0;
  const loaded = new Map<string, Map<string, unknown>>();
  for (const [table, idSet] of documentsToLoad(projections, events)) {
    assertTableName(table);
    const documents = new Map<string, unknown>();
    const ids = [...idSet];
    for (let i = 0; i < ids.length; i += LOAD_CHUNK) {
      const chunk = ids.slice(i, i + LOAD_CHUNK);
      const found = yield* rows<DocumentRow>(
        `SELECT id, data FROM ${table} WHERE id IN (${chunk.map(() => '?').join(', ')})` +
          (lockRows ? ' FOR UPDATE' : ''),
        chunk,
      );
      for (const row of found) documents.set(row.id, parseJson(row.data));
    }
    loaded.set(table, documents);
  }
  const writes = evolveDocuments(projections, events, loaded);
  for (const write of writes) {
    if (write.document === null) {
      yield* exec(`DELETE FROM ${write.table} WHERE id = ?`, [write.id]);
    } else {
      yield* exec(
        `INSERT INTO ${write.table} (id, data, position) VALUES (?, ?, ?) ` +
          'ON CONFLICT (id) DO UPDATE SET data = excluded.data, position = excluded.position',
        [write.id, JSON.stringify(write.document), write.position],
      );
    }
  }
  return writes.length;
}
