import type { Actor, DeviceType, DomainEvent, RecordedEvent } from '@shop/contracts';

/** The version the caller last read, or `'no_stream'` when the stream must not exist yet. */
export type ExpectedVersion = number | 'no_stream';

/** Who and what caused an append; the store adds eventId and occurredAt. */
export interface AppendContext {
  actor: Actor;
  sessionId?: string | null;
  correlationId?: string;
  causationId?: string | null;
  /** Device class of the request, kept in the metadata for the analytics feed. */
  deviceType?: DeviceType | null;
}

/** A decision-state snapshot to write with an append, at the stream's new version. */
export interface SnapshotToWrite {
  /** The state's kind and shape version, e.g. `basket-decider-v1`. */
  name: string;
  /** JSON-serialisable decision state after the appended events. */
  state: unknown;
}

export interface AppendOptions {
  snapshot?: SnapshotToWrite;
}

/** One stream's part of `appendMany`. */
export interface StreamAppend<E extends DomainEvent = DomainEvent> {
  streamId: string;
  expected: ExpectedVersion;
  events: readonly E[];
  snapshot?: SnapshotToWrite;
}

/** What a command reads: the latest snapshot (if any) and the events after it. */
export interface StreamSinceSnapshot<E extends DomainEvent = DomainEvent> {
  snapshot: { version: number; state: unknown } | null;
  events: RecordedEvent<E>[];
  /** The stream's version (the snapshot's when no event follows it); 0 for a new stream. */
  version: number;
}

export interface AppendResult<E extends DomainEvent = DomainEvent> {
  /** The stream's version after the append: pass it as the next expected version. */
  nextExpectedVersion: number;
  lastPosition: number;
  events: RecordedEvent<E>[];
}

export interface ReadStreamOptions {
  /** Read up to and including this version (replay to a point in history). */
  toVersion?: number;
}

export interface ReadAllOptions {
  /** Position of the last event already read; 0 (the default) reads from the start. */
  after?: number;
  limit?: number;
}

export type { DomainEvent, RecordedEvent };
