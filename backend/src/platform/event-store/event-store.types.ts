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
