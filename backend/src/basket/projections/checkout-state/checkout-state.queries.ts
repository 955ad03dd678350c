import { Injectable } from '@nestjs/common';
import { emptyCheckoutState, type CheckoutOrder, type CheckoutState } from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { DomainError } from '../../../platform/domain-error';
import { parseJson } from '../../../platform/event-store/document-projection';
import { BASKET_MESSAGES } from '../../domain/basket.messages';
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

  /** The order at a 1-based index (as in `/checkout/{n}`), or a 404 when the basket has none. */
  async orderAt(streamId: string, orderIndex: number): Promise<CheckoutOrder> {
    const order = (await this.forStream(streamId)).purchase.orders[orderIndex - 1];
    if (!order) throw new DomainError(BASKET_MESSAGES.orderNotFound, 404);
    return order;
  }
}
