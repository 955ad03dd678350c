import type { OrderPlaced, RecordedEvent } from '@shop/contracts';
import { exec, type SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';

export const DISCOUNT_REDEMPTIONS = 'discount-redemptions';

/**
 * Counts codes used on placed baskets, for each code's usage limits: one row per basket that
 * carried a code (its orders' pence added up), by the buyer's email. Run by the
 * SubscriptionRunner: `apply` runs inside the transaction that claims and moves the checkpoint,
 * so each order is counted exactly once, however often the log is read.
 */
export class DiscountRedemptionsSubscriber implements EventSubscriber {
  readonly name = DISCOUNT_REDEMPTIONS;
  readonly handles: readonly string[] = ['OrderPlaced'];

  *apply(events: readonly RecordedEvent[]): SqlWork<number> {
    let counted = 0;
    for (const placed of events as readonly RecordedEvent<OrderPlaced>[]) {
      const { discount, basketId, customer } = placed.data;
      if (!discount) continue;
      yield* exec(
        `INSERT INTO discount_redemptions (basket_id, code, customer_email, discount_pence, position)
         VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (basket_id)
         DO UPDATE SET discount_pence = discount_redemptions.discount_pence + excluded.discount_pence`,
        [basketId, discount.code, customer.email.toLowerCase(), discount.pence, placed.position],
      );
      counted += 1;
    }
    return counted;
  }
}
