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
