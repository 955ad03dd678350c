import type { RecordedEvent } from '@shop/contracts';

/**
 * A read model kept as one JSON document per id, evolved only from events. Used inline (in the
 * append transaction) and by checkpointed async subscriptions; it never calls a service.
 */
export interface DocumentProjection<Doc = unknown> {
  /** Unique name; async subscriptions store their checkpoint under it. */
  readonly name: string;
  /** Table with columns `id`, `data`, `position` (see `createDocumentTable`). */
  readonly table: string;
  /** Event types this projection reads; others never reach `evolve`. */
  readonly handles: readonly string[];
  /**
   * `false` when `evolve` never reads `event.metadata`: the rebuild then skips reading that
   * column, and reading it anyway throws there. Omitted means it may.
   */
  readonly readsMetadata?: boolean;
  /**
   * Which document an event changes; null when this event changes none (an index by customer
   * passes over a guest's order), so nothing is read or written for it.
   */
  documentId(event: RecordedEvent): string | null;
  /** The next document, or `null` to delete it. Pure. */
  evolve(document: Doc | null, event: RecordedEvent): Doc | null;
}

export interface DocumentWrite {
  table: string;
  id: string;
  document: unknown | null;
  position: number;
}

/** The documents each projection needs loaded before `events` can be applied. */
export function documentsToLoad(
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
): Map<string, Set<string>> {
  const wanted = new Map<string, Set<string>>();
  for (const projection of projections) {
    for (const event of events) {
      if (!projection.handles.includes(event.type)) continue;
      const id = projection.documentId(event);
      if (id === null) continue;
      const ids = wanted.get(projection.table) ?? new Set<string>();
      ids.add(id);
      wanted.set(projection.table, ids);
    }
  }
  return wanted;
}

/**
 * Applies events to loaded documents and returns the final write per document.
 * `loaded` maps table → id → current document (absent or null when none).
 */
export function evolveDocuments(
  projections: readonly DocumentProjection[],
  events: readonly RecordedEvent[],
  loaded: Map<string, Map<string, unknown>>,
): DocumentWrite[] {
  const writes = new Map<string, DocumentWrite>();
  for (const projection of projections) {
    const documents = loaded.get(projection.table) ?? new Map<string, unknown>();
    loaded.set(projection.table, documents);
    for (const event of events) {
      if (!projection.handles.includes(event.type)) continue;
      const id = projection.documentId(event);
      if (id === null) continue;
      const next = projection.evolve((documents.get(id) ?? null) as never, event);
      documents.set(id, next);
      writes.set(`${projection.table}\u0000${id}`, {
        table: projection.table,
        id,
        document: next,
        position: event.position,
      });
    }
  }
  return [...writes.values()];
}

export function parseJson(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}
