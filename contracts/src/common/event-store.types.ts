/** Shapes of the event log shared by the backend, the support console and analytics consumers. */

/** Who caused an event: a shopper's session, a support agent, or the system itself. */
export type Actor =
  | { kind: 'shopper'; sessionId: string; customerId?: string | null }
  | { kind: 'staff'; staffId: string }
  | { kind: 'system'; process: string };

/** The shopper's device class, as analytics codes it: m (phone), t (tablet), d (desktop). */
export type DeviceType = 'm' | 't' | 'd';

/** Facts about an event that are not part of the domain fact itself (docs/event-store.md). */
export interface EventMetadata {
  eventId: string;
  correlationId: string;
  causationId: string | null;
  sessionId: string | null;
  actor: Actor;
  /** UTC instant, ISO 8601. */
  occurredAt: string;
  /** Device class of the request that caused the event, when known (from its User-Agent). */
  deviceType?: DeviceType;
}

/** A domain event before it is stored: a past-tense type and its data. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
}

/** An event as read back from the log. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E & {
  /** Global, strictly increasing position in the log. */
  position: number;
  streamId: string;
  /** 1 for the first event of a stream, then 2, 3, ... */
  streamVersion: number;
  metadata: EventMetadata;
};
