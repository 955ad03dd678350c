import { Injectable } from '@nestjs/common';
import { emptyCheckoutState, type CheckoutState } from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { parseJson } from '../../../platform/event-store/document-projection';
import { CHECKOUT_STATE_TABLE, type CheckoutDocument } from './checkout-state.projection';

/** Reads a basket's checkout state: one query, on the inline projection. */
@Injectable()
export class CheckoutStateQueries {
  constructor(private readonly sql: SqlDatabase) {}

  async forStream(streamId: string): Promise<CheckoutState> {
    const [row] = await this.sql.query<{ data: unknown }>(
      `SELECT data FROM ${CHECKOUT_STATE_TABLE} WHERE id = ?`,
      [streamId],
    );
    return row ? (parseJson(row.data) as CheckoutDocument).checkout : emptyCheckoutState();
  }
}
