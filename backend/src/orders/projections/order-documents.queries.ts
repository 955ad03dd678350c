import { Injectable } from '@nestjs/common';
import { SqlDatabase } from '../../platform/database/sql-database';
import { parseJson } from '../../platform/event-store/document-projection';
import {
  CUSTOMER_ORDERS_TABLE,
  type CustomerOrdersDocument,
} from './customer-orders/customer-orders.projection';
import {
  PAYMENT_ATTEMPTS_TABLE,
  type PaymentAttemptDocument,
} from './payment-attempts/payment-attempts.projection';
import {
  PLACED_ORDERS_TABLE,
  type PlacedOrderDocument,
} from './placed-orders/placed-orders.projection';
import {
  PURCHASES_TABLE,
  purchaseAsRead,
  type PurchaseDocument,
} from './purchases/purchases.projection';

/** Reads the orders module's inline read models: one query each. */
@Injectable()
export class OrderDocumentsQueries {
  constructor(private readonly sql: SqlDatabase) {}

  placedOrder(trackingNumber: string): Promise<PlacedOrderDocument | null> {
    return this.one(PLACED_ORDERS_TABLE, trackingNumber);
  }

  async purchaseOf(basketId: string): Promise<PurchaseDocument | null> {
    const stored = await this.one<PurchaseDocument>(PURCHASES_TABLE, basketId);
    return stored && purchaseAsRead(stored);
  }

  paymentAttempt(paymentId: string): Promise<PaymentAttemptDocument | null> {
    return this.one(PAYMENT_ATTEMPTS_TABLE, paymentId);
  }

  /** Which orders are the customer's (none: null). */
  customerOrders(customerId: string): Promise<CustomerOrdersDocument | null> {
    return this.one(CUSTOMER_ORDERS_TABLE, customerId);
  }

  /** The placed orders with these tracking numbers (any order; missing ones left out). */
  placedOrders(trackingNumbers: readonly string[]): Promise<PlacedOrderDocument[]> {
    return this.many(PLACED_ORDERS_TABLE, trackingNumbers);
  }

  /** The purchases of these placed baskets (any order; missing ones left out). */
  async purchasesOf(basketIds: readonly string[]): Promise<PurchaseDocument[]> {
    const stored = await this.many<PurchaseDocument>(PURCHASES_TABLE, basketIds);
    return stored.map(purchaseAsRead);
  }

  private async many<Doc>(table: string, ids: readonly string[]): Promise<Doc[]> {
    if (ids.length === 0) return [];
    const found = await this.sql.query<{ data: unknown }>(
      `SELECT data FROM ${table} WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return found.map((row) => parseJson(row.data) as Doc);
  }

  private async one<Doc>(table: string, id: string): Promise<Doc | null> {
    const [row] = await this.sql.query<{ data: unknown }>(
      `SELECT data FROM ${table} WHERE id = ?`,
      [id],
    );
    return row ? (parseJson(row.data) as Doc) : null;
  }
}
