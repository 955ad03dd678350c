import type { RecordedEvent } from '@shop/contracts';
import { isUniqueViolation, rows, type SqlDatabase, type SqlWork } from '../database/sql-database';
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
 * A checkpointed consumer that is not a document projection (the analytics feed appends rows):
 * `apply` runs inside the transaction that moves the checkpoint, so its writes and the
 * checkpoint commit or roll back together.
 */
export interface EventSubscriber {
  readonly name: string;
  readonly handles: readonly string[];
  apply(events: readonly RecordedEvent[]): SqlWork<unknown>;
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
    readonly projection: DocumentProjection | EventSubscriber,
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
    let persisted = await this.storedCheckpoint();
    // Never read from behind the stored checkpoint: another instance may have applied past our
    // cursor since our last catch-up, and claiming from there would apply its events again.
    let after = Math.max(this.cursor ?? 0, persisted);
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

  /**
   * Claims the checkpoint first, conditionally: the insert or update succeeds only if no other
   * instance has moved it since we read it (positions start at 1, so 0 means "no row yet").
   * A concurrent claim blocks on the row until the other transaction ends, then finds nothing
   * to claim, so the checkpoint can never move backwards or skip.
   */
  private *applyWork(
    events: readonly RecordedEvent[],
    expectedCheckpoint: number,
    nextCheckpoint: number,
  ): SqlWork<void> {
    const claimed =
      expectedCheckpoint === 0
        ? yield* rows<{ subscriber: string }>(
            'INSERT INTO checkpoints (subscriber, position) VALUES (?, ?) ' +
              'ON CONFLICT (subscriber) DO NOTHING RETURNING subscriber',
            [this.name, nextCheckpoint],
          )
        : yield* rows<{ subscriber: string }>(
            'UPDATE checkpoints SET position = ? WHERE subscriber = ? AND position = ? RETURNING subscriber',
            [nextCheckpoint, this.name, expectedCheckpoint],
          );
    if (claimed.length === 0) throw new CheckpointMovedError(this.name);
    if ('apply' in this.projection) yield* this.projection.apply(events);
    else yield* applyProjections([this.projection], events, false);
  }
}
