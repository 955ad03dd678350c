import { randomUUID } from 'node:crypto';
import type { DomainEvent, EventMetadata, RecordedEvent } from '@shop/contracts';
import { Clock } from '../clock/clock';
import {
  exec,
  isUniqueViolation,
  rows,
  type SqlDatabase,
  type SqlWork,
} from '../database/sql-database';
import { parseJson } from './document-projection';
import { EmptyAppendError, WrongExpectedVersionError } from './event-store.errors';
import type {
  AppendContext,
  AppendOptions,
  AppendResult,
  ExpectedVersion,
  ReadAllOptions,
  ReadStreamOptions,
  StreamAppend,
  StreamSinceSnapshot,
} from './event-store.types';
import {
  EVENT_COLUMNS,
  EVENT_COLUMNS_WITHOUT_METADATA,
  toRecordedEvent,
  type EventRow,
} from './event-rows';
import { applyProjections } from './projection-sql';
import type { ProjectionRegistry } from './projection-registry';

const DEFAULT_READ_LIMIT = 1000;
/** Rows per INSERT: 5 parameters each stays far below SQLite's and PostgreSQL's limits. */
const APPEND_CHUNK = 1000;
/** Type of the snapshot row in `readSinceSnapshot`'s one query. */
const SNAPSHOT_ROW = '$snapshot';
const MAX_READ_LIMIT = 10000;

export type AppendListener = (events: readonly RecordedEvent[]) => void;

/**
 * The append-only event log (docs/event-store.md): optimistic concurrency per stream, inline
 * projections in the append transaction, and a gap-safe global read.
 */
export class EventStore {
  private readonly listeners = new Set<AppendListener>();

  constructor(
    private readonly sql: SqlDatabase,
    private readonly projections: ProjectionRegistry,
    private readonly clock: Clock,
  ) {}

  /**
   * Appends `events` to `streamId` when the stream is at `expected`, else throws
   * WrongExpectedVersionError. Inline projections are written in the same transaction.
   */
  async append<E extends DomainEvent>(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly E[],
    context: AppendContext,
    options: AppendOptions = {},
  ): Promise<AppendResult<E>> {
    if (events.length === 0) throw new EmptyAppendError(streamId);
    if (expected !== 'no_stream' && !(Number.isInteger(expected) && expected >= 0)) {
      throw new RangeError(`Expected version must be 'no_stream' or a whole number`);
    }
    const metadata = this.metadataFor(events.length, context);
    let recorded: RecordedEvent<E>[];
    try {
      recorded = await this.sql.transaction(() =>
        this.appendWork(streamId, expected, events, metadata, options),
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new WrongExpectedVersionError(streamId, expected, await this.streamVersion(streamId));
      }
      throw error;
    }
    for (const listener of this.listeners) listener(recorded);
    const last = recorded[recorded.length - 1];
    return {
      nextExpectedVersion: last.streamVersion,
      lastPosition: last.position,
      events: recorded,
    };
  }

  /**
   * Appends to several streams in one transaction: all of them or none (placing a basket writes
   * the basket's `BasketPlaced` and every order's `OrderPlaced` together). Each stream must be at
   * its expected version; one wrong version throws WrongExpectedVersionError and writes nothing.
   * `before` runs first in the same transaction (state kept beside the log, such as a discount
   * code's reserved use): what it writes commits or rolls back with the events.
   */
  async appendMany(
    appends: readonly StreamAppend[],
    context: AppendContext,
    before?: () => SqlWork<void>,
  ): Promise<void> {
    if (appends.length === 0) throw new EmptyAppendError('(no streams)');
    const correlated = { ...context, correlationId: context.correlationId ?? randomUUID() };
    let recorded: RecordedEvent[];
    try {
      recorded = await this.sql.transaction(() =>
        inOrder(before, () => this.appendManyWork(appends, correlated)),
      );
    } catch (error) {
      if (isUniqueViolation(error)) {
        const [first] = appends;
        throw new WrongExpectedVersionError(
          first.streamId,
          first.expected,
          await this.streamVersion(first.streamId),
        );
      }
      throw error;
    }
    for (const listener of this.listeners) listener(recorded);
  }

  /**
   * `appendMany` as a transaction body, for a checkpointed subscriber whose `apply` appends
   * events (issuing a gift card): the events commit or roll back with its checkpoint. Local
   * listeners are not told; the subscription runner's poll picks the events up.
   */
  *appendManyWork(
    appends: readonly StreamAppend[],
    context: AppendContext,
  ): SqlWork<RecordedEvent[]> {
    const correlationId = context.correlationId ?? randomUUID();
    const recorded: RecordedEvent[] = [];
    for (const { streamId, expected, events, snapshot } of appends) {
      if (events.length === 0) throw new EmptyAppendError(streamId);
      const metadata = this.metadataFor(events.length, { ...context, correlationId });
      recorded.push(
        ...(yield* this.appendWork(streamId, expected, events, metadata, { snapshot })),
      );
    }
    return recorded;
  }

  /** The stream's events in order, optionally only up to a version. */
  async readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
    options: ReadStreamOptions = {},
  ): Promise<RecordedEvent<E>[]> {
    const { toVersion } = options;
    if (toVersion !== undefined && !(Number.isInteger(toVersion) && toVersion >= 0)) {
      throw new RangeError('toVersion must be a whole number');
    }
    const found = await this.sql.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ?` +
        (toVersion === undefined ? '' : ' AND stream_version <= ?') +
        ' ORDER BY stream_version',
      toVersion === undefined ? [streamId] : [streamId, Math.min(toVersion, 2147483647)],
    );
    return found.map(toRecordedEvent) as RecordedEvent<E>[];
  }

  /**
   * `readStream` as a transaction body, for a checkpointed subscriber that decides on a stream
   * inside its own transaction (crediting a customer's points ledger): it sees the transaction's
   * own appends, and appending at the version read fails if another writer got in first.
   */
  *readStreamWork<E extends DomainEvent = DomainEvent>(
    streamId: string,
  ): SqlWork<RecordedEvent<E>[]> {
    const found = yield* rows<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ? ORDER BY stream_version`,
      [streamId],
    );
    return found.map(toRecordedEvent) as RecordedEvent<E>[];
  }

  /**
   * What a command needs, in one query: the stream's latest snapshot named `snapshotName` and the
   * events after it (all events when there is none), so the cost of a command does not grow with
   * the stream's history. Replays and rebuilds still read the log itself (`readStream`).
   */
  async readSinceSnapshot<E extends DomainEvent = DomainEvent>(
    streamId: string,
    snapshotName: string,
  ): Promise<StreamSinceSnapshot<E>> {
    const found = await this.sql.query<EventRow>(
      `SELECT 0 AS position, stream_id, version AS stream_version, '${SNAPSHOT_ROW}' AS type,
              state AS data, NULL AS metadata
         FROM stream_snapshots WHERE stream_id = ? AND name = ?
       UNION ALL
       SELECT ${EVENT_COLUMNS} FROM events
        WHERE stream_id = ?
          AND stream_version > COALESCE(
            (SELECT version FROM stream_snapshots WHERE stream_id = ? AND name = ?), 0)
       ORDER BY stream_version`,
      [streamId, snapshotName, streamId, streamId, snapshotName],
    );
    const first = found[0];
    const snapshot =
      first?.type === SNAPSHOT_ROW
        ? { version: Number(first.stream_version), state: parseJson(first.data) }
        : null;
    const events = (snapshot ? found.slice(1) : found).map(toRecordedEvent) as RecordedEvent<E>[];
    return { snapshot, events, version: events.at(-1)?.streamVersion ?? snapshot?.version ?? 0 };
  }

  /** Current version of a stream; 0 when it has no events. */
  async streamVersion(streamId: string): Promise<number> {
    const [row] = await this.sql.query<{ version: number | string | null }>(
      'SELECT MAX(stream_version) AS version FROM events WHERE stream_id = ?',
      [streamId],
    );
    return Number(row?.version ?? 0);
  }

  /**
   * Events after `after`, in the order readers must apply them. Never skips an event that commits
   * late: on PostgreSQL only transactions older than every running one are visible, ordered by
   * (transaction id, position); on SQLite the single writer makes position order commit order.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return (await this.readAllRows(options)).map(toRecordedEvent);
  }

  /** `readAll` as the stored rows, unparsed (the projection rebuild parses only what it needs). */
  async readAllRows(
    options: ReadAllOptions & { withoutMetadata?: boolean } = {},
  ): Promise<EventRow[]> {
    const columns = options.withoutMetadata ? EVENT_COLUMNS_WITHOUT_METADATA : EVENT_COLUMNS;
    const after = options.after ?? 0;
    const limit = Math.min(options.limit ?? DEFAULT_READ_LIMIT, MAX_READ_LIMIT);
    if (!Number.isInteger(after) || after < 0 || !Number.isInteger(limit) || limit < 1) {
      throw new RangeError('readAll needs a whole-number position and a positive limit');
    }
    const found =
      this.sql.dialect === 'postgres'
        ? await this.sql.query<EventRow>(
            `SELECT ${columns} FROM events
             WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
               AND (transaction_id, position) >
                   (COALESCE((SELECT transaction_id FROM events WHERE position = ?), '0'::xid8), ?)
             ORDER BY transaction_id, position
             LIMIT ?`,
            [after, after, limit],
          )
        : await this.sql.query<EventRow>(
            `SELECT ${columns} FROM events WHERE position > ? ORDER BY position LIMIT ?`,
            [after, limit],
          );
    return found;
  }

  /** Called after each committed append (in-process notification, never the record). */
  onAppended(listener: AppendListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private *appendWork<E extends DomainEvent>(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly E[],
    metadata: EventMetadata[],
    options: AppendOptions,
  ): SqlWork<RecordedEvent<E>[]> {
    const [current] = yield* rows<{ version: number | string | null }>(
      'SELECT MAX(stream_version) AS version FROM events WHERE stream_id = ?',
      [streamId],
    );
    const actual = Number(current?.version ?? 0);
    if (
      (expected === 'no_stream' && actual !== 0) ||
      (expected !== 'no_stream' && expected !== actual)
    ) {
      throw new WrongExpectedVersionError(streamId, expected, actual);
    }
    const inserted: { position: number | string; stream_version: number | string }[] = [];
    for (let from = 0; from < events.length; from += APPEND_CHUNK) {
      const chunk = events.slice(from, from + APPEND_CHUNK);
      const params: unknown[] = [];
      chunk.forEach((event, i) => {
        params.push(
          streamId,
          actual + from + i + 1,
          event.type,
          JSON.stringify(event.data),
          JSON.stringify(metadata[from + i]),
        );
      });
      inserted.push(
        ...(yield* rows<{ position: number | string; stream_version: number | string }>(
          `INSERT INTO events (stream_id, stream_version, type, data, metadata) VALUES ${chunk
            .map(() => '(?, ?, ?, ?, ?)')
            .join(', ')} RETURNING position, stream_version`,
          params,
        )),
      );
    }
    const positionOf = new Map(inserted.map((r) => [Number(r.stream_version), Number(r.position)]));
    const recorded = events.map((event, i) => ({
      ...event,
      position: positionOf.get(actual + i + 1) as number,
      streamId,
      streamVersion: actual + i + 1,
      metadata: metadata[i],
    })) as RecordedEvent<E>[];
    yield* applyProjections(this.projections.inline(), recorded, this.sql.dialect === 'postgres');
    if (options.snapshot) {
      yield* exec(
        `INSERT INTO stream_snapshots (stream_id, name, version, state) VALUES (?, ?, ?, ?)
         ON CONFLICT (stream_id, name) DO UPDATE SET version = excluded.version, state = excluded.state`,
        [
          streamId,
          options.snapshot.name,
          actual + events.length,
          JSON.stringify(options.snapshot.state),
        ],
      );
    }
    return recorded;
  }

  private metadataFor(count: number, context: AppendContext): EventMetadata[] {
    const occurredAt = this.clock.now().toISOString();
    const correlationId = context.correlationId ?? randomUUID();
    return Array.from({ length: count }, () => ({
      eventId: randomUUID(),
      correlationId,
      causationId: context.causationId ?? null,
      sessionId: context.sessionId ?? null,
      actor: context.actor,
      occurredAt,
      ...(context.deviceType ? { deviceType: context.deviceType } : {}),
    }));
  }
}

/** `first` (when given), then `then`, as one transaction body. */
function* inOrder<T>(first: (() => SqlWork<void>) | undefined, then: () => SqlWork<T>): SqlWork<T> {
  if (first) yield* first();
  return yield* then();
}
