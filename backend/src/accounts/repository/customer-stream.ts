import { customerStreamId, type CustomerEvent } from '@shop/contracts';
import { rows, type SqlWork } from '../../platform/database/sql-database';
import type { EventStore } from '../../platform/event-store/event-store';
import type { AppendContext } from '../../platform/event-store/event-store.types';

/** Appends to the customer's stream at its current version, inside the caller's transaction. */
export function* appendToCustomer(
  store: EventStore,
  customerId: string,
  context: AppendContext,
  event: CustomerEvent,
): SqlWork<void> {
  const streamId = customerStreamId(customerId);
  const [row] = yield* rows<{ version: number | string | null }>(
    'SELECT MAX(stream_version) AS version FROM events WHERE stream_id = ?',
    [streamId],
  );
  const version = Number(row?.version ?? 0);
  yield* store.appendManyWork(
    [{ streamId, expected: version > 0 ? version : 'no_stream', events: [event] }],
    context,
  );
}
