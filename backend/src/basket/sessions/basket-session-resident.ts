import { Injectable } from '@nestjs/common';
import { basketStreamId } from '@shop/contracts';
import { exec, SqlDatabase, type SqlWork } from '../../platform/database/sql-database';
import type { SessionResident } from '../../platform/session/session-residents';
import { CHECKOUT_STATE_TABLE } from '../projections/checkout-state/checkout-state.projection';

type CheckoutDocumentData = string | { checkout?: { purchase?: { orders?: unknown[] } } } | null;

/**
 * The basket's say in the idle-session sweep: a session whose basket has orders is kept; one
 * being deleted takes its card photos with it (only an order could show them). The basket's
 * events stay: they are the history. A session holds something once its basket has an event.
 */
@Injectable()
export class BasketSessionResident implements SessionResident {
  readonly name = 'basket';

  constructor(private readonly sql: SqlDatabase) {}

  async keeps(sessionIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (sessionIds.length === 0) return new Set();
    const documents = await this.sql.query<{ id: string; data: CheckoutDocumentData }>(
      `SELECT id, data FROM ${CHECKOUT_STATE_TABLE} WHERE id IN (${sessionIds.map(() => '?').join(', ')})`,
      sessionIds.map((id) => basketStreamId(id)),
    );
    const prefix = basketStreamId('');
    return new Set(
      documents.filter((doc) => hasOrders(doc.data)).map((doc) => doc.id.slice(prefix.length)),
    );
  }

  /** Sessions whose basket has had an event (the inline checkout state exists), or a photo. */
  async holds(sessionIds: readonly string[]): Promise<ReadonlySet<string>> {
    if (sessionIds.length === 0) return new Set();
    const marks = sessionIds.map(() => '?').join(', ');
    const prefix = basketStreamId('');
    const found = await this.sql.query<{ id: string }>(
      `SELECT SUBSTR(id, ${prefix.length + 1}) AS id FROM ${CHECKOUT_STATE_TABLE} WHERE id IN (${marks})
       UNION SELECT session_id AS id FROM card_images WHERE session_id IN (${marks})`,
      [...sessionIds.map((id) => basketStreamId(id)), ...sessionIds],
    );
    return new Set(found.map((row) => row.id));
  }

  *forget(sessionId: string): SqlWork<void> {
    yield* exec('DELETE FROM card_images WHERE session_id = ?', [sessionId]);
  }
}

function hasOrders(data: CheckoutDocumentData): boolean {
  if (data === null || data === undefined) return false;
  const doc =
    typeof data === 'string' ? (JSON.parse(data) as Exclude<CheckoutDocumentData, string>) : data;
  return (doc?.checkout?.purchase?.orders?.length ?? 0) > 0;
}
