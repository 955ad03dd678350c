import type { RecordedEvent } from '@shop/contracts';
import {
  exec,
  isUniqueViolation,
  rows,
  type SqlDatabase,
  type SqlWork,
} from '../database/sql-database';
import type { DocumentProjection } from './document-projection';
import type { EventStore } from './event-store';
import { applyProjections } from './projection-sql';

/** Another instance moved this subscriber's checkpoint while we were applying a batch. */
export class CheckpointMovedError extends Error {
  constructor(readonly subscriber: string) {
    super(`Checkpoint of ${subscriber} moved; reloading it`);
  }
}

/**
 * An async read model that follows the log by position. Its checkpoint is written in the same
 * transaction as its documents and only when an event was applied, so it applies every event
 * exactly once even across crashes and several instances.
 */
export class DocumentSubscription {
  /** Last position read, including events this projection ignores (not persisted). */
  private cursor: number | null = null;

  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlDatabase,
    readonly projection: DocumentProjection,
    private readonly batchSize = 500,
  ) {}

  get name(): string {
    return this.projection.name;
  }

  async storedCheckpoint(): Promise<number> {
    const [row] = await this.sql.query<{ position: number | string }>(
      'SELECT position FROM checkpoints WHERE subscriber = ?',
      [this.name],
    );
    return row ? Number(row.position) : 0;
  }

  /** Applies everything readable now; returns how many events changed the read model. */
  async catchUp(): Promise<number> {
    let applied = 0;
    let after = this.cursor ?? (await this.storedCheckpoint());
    let persisted = await this.storedCheckpoint();
    for (;;) {
      const batch = await this.store.readAll({ after, limit: this.batchSize });
      if (batch.length === 0) return applied;
      const last = batch[batch.length - 1].position;
      const relevant = batch.filter((event) => this.projection.handles.includes(event.type));
      if (relevant.length > 0) {
        try {
          await this.sql.transaction(() => this.applyWork(relevant, persisted, last));
        } catch (error) {
          // A first checkpoint inserted by another instance shows up as a unique violation.
          if (!(error instanceof CheckpointMovedError || isUniqueViolation(error))) throw error;
          this.cursor = null;
          after = persisted = await this.storedCheckpoint();
          continue;
        }
        applied += relevant.length;
        persisted = last;
      }
      after = this.cursor = last;
    }
  }

  private *applyWork(
    events: readonly RecordedEvent[],
    expectedCheckpoint: number,
    nextCheckpoint: number,
  ): SqlWork<void> {
    const lock = this.sql.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const [row] = yield* rows<{ position: number | string }>(
      `SELECT position FROM checkpoints WHERE subscriber = ?${lock}`,
      [this.name],
    );
    if ((row ? Number(row.position) : 0) !== expectedCheckpoint) {
      throw new CheckpointMovedError(this.name);
    }
    yield* applyProjections([this.projection], events, false);
    yield* exec(
      'INSERT INTO checkpoints (subscriber, position) VALUES (?, ?) ' +
        'ON CONFLICT (subscriber) DO UPDATE SET position = excluded.position',
      [this.name, nextCheckpoint],
    );
  }
}
