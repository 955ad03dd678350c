import { DISCOUNT_MESSAGES } from '@shop/contracts';
import { exec, rows, type SqlWork } from '../../platform/database/sql-database';
import { DomainError } from '../../platform/domain-error';
import type { DiscountUsage } from '../domain/discount-code';

/** A payment's use of a code with limits: what is reserved when the payment starts. */
export interface DiscountUse {
  code: string;
  /** The buyer's email in lower case: the per-customer limit counts by it. */
  customerEmail: string;
  usageLimit: number | null;
  perCustomerLimit: number | null;
}

/** The code's limits were reached by other payments first: nothing was written. */
export class DiscountUseRefused extends DomainError {
  constructor(message: string) {
    super(message, 409);
  }
}

/** Uses that count against a code's limits: payments under way and placed purchases. */
const COUNTED = `status <> 'released'`;

const usageQuery = `SELECT COUNT(*) AS total,
        COALESCE(SUM(CASE WHEN customer_email = ? THEN 1 ELSE 0 END), 0) AS by_customer
   FROM discount_code_uses WHERE code = ? AND ${COUNTED}`;

type UsageRow = { total: number | string; by_customer: number | string };

const usageOf = (row: UsageRow | undefined): DiscountUsage => ({
  total: Number(row?.total ?? 0),
  byCustomer: Number(row?.by_customer ?? 0),
});

/** How often `code` is used, in all and by `email`, for `usage` reads outside a payment. */
export const discountUsageQuery = (code: string, email: string) => ({
  sql: usageQuery,
  params: [email.toLowerCase(), code],
  read: (found: UsageRow[]) => usageOf(found[0]),
});

/**
 * Reserves `use` for `paymentId` inside the transaction that starts the payment, or throws
 * DiscountUseRefused (rolling it back) when the code's limits are already taken. The code's row
 * is locked first, so on PostgreSQL payments of one code on any instance queue there and each
 * counts the reservations committed before it; on SQLite transactions run one at a time.
 */
export function* reserveDiscountUse(use: DiscountUse, paymentId: string): SqlWork<void> {
  yield* exec('UPDATE discount_codes SET code = code WHERE code = ?', [use.code]);
  yield* exec(
    `INSERT INTO discount_code_uses (payment_id, code, customer_email, status)
     VALUES (?, ?, ?, 'reserved')`,
    [paymentId, use.code, use.customerEmail],
  );
  const usage = usageOf((yield* rows<UsageRow>(usageQuery, [use.customerEmail, use.code]))[0]);
  if (use.usageLimit !== null && usage.total > use.usageLimit) {
    throw new DiscountUseRefused(DISCOUNT_MESSAGES.usedUp);
  }
  if (use.perCustomerLimit !== null && usage.byCustomer > use.perCustomerLimit) {
    throw new DiscountUseRefused(DISCOUNT_MESSAGES.alreadyUsed);
  }
}

/** The attempt was declined or abandoned: its reservation no longer counts (once). */
export function* releaseDiscountUse(paymentId: string): SqlWork<void> {
  yield* exec(
    `UPDATE discount_code_uses SET status = 'released' WHERE payment_id = ? AND status = 'reserved'`,
    [paymentId],
  );
}

/** The attempt's basket was placed: its reservation is a use for good. */
export function* confirmDiscountUse(paymentId: string): SqlWork<void> {
  yield* exec(`UPDATE discount_code_uses SET status = 'used' WHERE payment_id = ?`, [paymentId]);
}
