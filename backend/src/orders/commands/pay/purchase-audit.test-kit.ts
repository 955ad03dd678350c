import type { INestApplication } from '@nestjs/common';
import { orderStreamId, type BasketPlaced, type OrderPlaced } from '@shop/contracts';
import { SqlDatabase } from '../../../platform/database/sql-database';
import { parseJson } from '../../../platform/event-store/document-projection';
import { hashToken } from '../../../platform/session/session.service';

/** One placed purchase as an auditor of the money sees it (all pence). */
export interface AuditedPurchase {
  purchaseId: string;
  /** What BasketPlaced says the purchase came to. */
  total: number;
  /** What its placed orders add up to. */
  ordersTotal: number;
  /** What the test provider charged for its payment, less refunds. */
  charged: number;
  giftCardTotal: number;
  /** What its Posy Points paid (1 point = £1, never more than the total). */
  pointsValue: number;
}

/**
 * Every purchase placed from the basket of the shopper holding `cookie` (every basket when
 * none): read from the event log and the test provider's record of charges, never from the
 * code that placed them.
 */
export async function placedPurchases(
  app: INestApplication,
  cookie?: string,
): Promise<AuditedPurchase[]> {
  const sql = app.get(SqlDatabase);
  const basket = cookie && `basket-${hashToken(cookie.split('=')[1])}`;
  const placed = await sql.query<{ data: unknown }>(
    `SELECT data FROM events WHERE type = 'BasketPlaced'` +
      (basket ? ' AND stream_id = ?' : '') +
      ' ORDER BY position',
    basket ? [basket] : [],
  );
  const audited: AuditedPurchase[] = [];
  for (const row of placed) {
    const data = parseJson(row.data) as BasketPlaced['data'];
    const orders = await sql.query<{ data: unknown }>(
      `SELECT data FROM events WHERE type = 'OrderPlaced' AND stream_id IN (${data.orders
        .map(() => '?')
        .join(', ')})`,
      data.orders.map((order) => orderStreamId(order.orderNumber)),
    );
    const charges = await sql.query<{ amount: number | string; refunded: number | string }>(
      `SELECT amount, refunded FROM test_payments WHERE payment_id = ? AND status = 'succeeded'`,
      [data.paymentId],
    );
    audited.push({
      purchaseId: data.purchaseId,
      total: data.total,
      ordersTotal: orders.reduce(
        (sum, order) => sum + (parseJson(order.data) as OrderPlaced['data']).order.total,
        0,
      ),
      charged: charges.reduce((sum, c) => sum + Number(c.amount) - Number(c.refunded), 0),
      giftCardTotal: data.giftCardTotal,
      pointsValue: Math.min((data.pointsRedeemed ?? 0) * 100, data.total),
    });
  }
  return audited;
}
