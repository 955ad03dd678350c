import type { RecordedEvent } from '@shop/contracts';
import { FixedClock } from '../clock/clock';
import { exec } from '../database/sql-database';
import { openTestDataSource, type TestDialect } from '../database/scratch-database';
import type { DocumentProjection } from './document-projection';
import { documentTableDdl } from '../database/document-table';
import { EventStore } from './event-store';
import type { AppendContext } from './event-store.types';
import { ProjectionRegistry } from './projection-registry';

export const shopper: AppendContext = {
  actor: { kind: 'shopper', sessionId: 'session-1' },
  sessionId: 'session-1',
  correlationId: 'request-1',
};

export const event = (type: string, data: Record<string, unknown> = {}) => ({ type, data });

export interface TallyDoc {
  count: number;
  types: string[];
}

/** A projection counting each stream's events; `Poison` makes it throw. */
export function tallyProjection(name: string, table: string): DocumentProjection<TallyDoc> {
  return {
    name,
    table,
    handles: ['Added', 'Changed', 'Poison', 'Removed'],
    documentId: (e) => e.streamId,
    evolve(doc, e) {
      if (e.type === 'Poison') throw new Error('projection refused the event');
      if (e.type === 'Removed') return null;
      return { count: (doc?.count ?? 0) + 1, types: [...(doc?.types ?? []), e.type] };
    },
  };
}

export async function openStore(dialect: TestDialect) {
  const db = await openTestDataSource(dialect);
  const registry = new ProjectionRegistry();
  const clock = new FixedClock(new Date('2026-06-04T10:00:00Z'));
  const store = new EventStore(db.sql, registry, clock);
  const createTable = (table: string) =>
    db.sql.transaction(() => exec(documentTableDdl(db.sql.dialect, table)));
  const documents = async (table: string) =>
    Object.fromEntries(
      (await db.sql.query<{ id: string; data: unknown }>(`SELECT id, data FROM ${table}`)).map(
        (row) => [row.id, typeof row.data === 'string' ? JSON.parse(row.data) : row.data],
      ),
    );
  return { ...db, registry, clock, store, createTable, documents };
}

/**
 * Reads the whole log from `after`. On PostgreSQL another test's open transaction can hold
 * readers back for a moment, so wait until `expected` events are readable.
 */
export async function readAllFrom(
  store: EventStore,
  after: number,
  expected: number,
): Promise<RecordedEvent[]> {
  const deadline = Date.now() + 10000;
  for (;;) {
    const events: RecordedEvent[] = [];
    let cursor = after;
    for (;;) {
      const batch = await store.readAll({ after: cursor, limit: 100 });
      if (batch.length === 0) break;
      events.push(...batch);
      cursor = batch[batch.length - 1].position;
    }
    if (events.length >= expected || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
