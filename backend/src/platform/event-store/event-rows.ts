import type { RecordedEvent } from '@shop/contracts';
import { parseJson } from './document-projection';

/** An `events` row as either driver returns it (PostgreSQL gives bigint as text, jsonb parsed). */
export interface EventRow {
  position: number | string;
  stream_id: string;
  stream_version: number | string;
  type: string;
  data: unknown;
  metadata: unknown;
}

export const EVENT_COLUMNS = 'position, stream_id, stream_version, type, data, metadata';
/** The columns without metadata (for a rebuild of a projection that never reads it). */
export const EVENT_COLUMNS_WITHOUT_METADATA = 'position, stream_id, stream_version, type, data';

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    type: row.type,
    data: parseJson(row.data),
    metadata: parseJson(row.metadata) as RecordedEvent['metadata'],
  };
}

/**
 * For the rebuild, which replays every event: `metadata` is parsed only when first read (an own
 * enumerable getter, so spreading or serialising the event still sees it); a row read without
 * its metadata column gives an event whose `metadata` throws when read.
 */
export function toLazyRecordedEvent(row: EventRow): RecordedEvent {
  const raw = row.metadata;
  if (raw === undefined) return new EventWithoutMetadata(row);
  let metadata: RecordedEvent['metadata'] | undefined;
  return {
    position: Number(row.position),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    type: row.type,
    data: parseJson(row.data),
    get metadata() {
      return (metadata ??= parseJson(raw) as RecordedEvent['metadata']);
    },
  };
}

/** An event read without its metadata column; reading `metadata` throws. */
class EventWithoutMetadata implements RecordedEvent {
  readonly position: number;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly type: string;
  readonly data: unknown;

  constructor(row: EventRow) {
    this.position = Number(row.position);
    this.streamId = row.stream_id;
    this.streamVersion = Number(row.stream_version);
    this.type = row.type;
    this.data = parseJson(row.data);
  }

  get metadata(): RecordedEvent['metadata'] {
    throw new Error('Metadata was not read: the projection declares readsMetadata: false');
  }
}
