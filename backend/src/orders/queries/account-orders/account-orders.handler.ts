import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  ORDER_NUMBER_FORMAT,
  type AccountOrderDetails,
  type AccountOrderSummary,
} from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { HTTP_MESSAGES } from '../../../platform/http/messages';
import type { CustomerOrdersDocument } from '../../projections/customer-orders/customer-orders.projection';
import { OrderDocumentsQueries } from '../../projections/order-documents.queries';
import { orderDetailsOf, orderSummaryOf } from './account-order-views';
import { GetAccountOrder, GetAccountOrders } from './account-orders.query';

/** No purchase found for an order (it never is: both are written when it is placed). */
const NO_BUYER = { customerName: '', customerEmail: '' };

/** Order numbers, the latest purchase to become the customer's first, each in basket order. */
function newestPurchaseFirst(orders: CustomerOrdersDocument['orders']): string[] {
  const purchases = new Map<string, string[]>();
  for (const { basketId, orderNumber } of orders) {
    purchases.set(basketId, [...(purchases.get(basketId) ?? []), orderNumber]);
  }
  return [...purchases.values()].reverse().flat();
}

@QueryHandler(GetAccountOrders)
export class GetAccountOrdersHandler implements IQueryHandler<GetAccountOrders> {
  constructor(private readonly documents: OrderDocumentsQueries) {}

  /** Three reads whatever the count: the customer's index, their orders, their purchases. */
  async execute({ customerId }: GetAccountOrders): Promise<AccountOrderSummary[]> {
    const index = await this.documents.customerOrders(customerId);
    if (!index) return [];
    const [placed, purchases] = await Promise.all([
      this.documents.placedOrders(index.orders.map((order) => order.trackingNumber)),
      this.documents.purchasesOf([...new Set(index.orders.map((order) => order.basketId))]),
    ]);
    const purchaseOf = new Map(
      purchases.flatMap((purchase) => purchase.orders.map((o) => [o.orderNumber, purchase])),
    );
    const rank = new Map(newestPurchaseFirst(index.orders).map((number, i) => [number, i]));
    return (
      placed
        // The index is the owner's; the order agrees unless it was claimed since (never so).
        .filter((order) => order.customerId === customerId)
        .map((order) => orderSummaryOf(order, purchaseOf.get(order.orderNumber) ?? NO_BUYER))
        // Newest first; the orders of one purchase in the basket's order.
        .sort(
          (a, b) =>
            b.placedAt.localeCompare(a.placedAt) ||
            rank.get(a.orderNumber)! - rank.get(b.orderNumber)!,
        )
    );
  }
}

@QueryHandler(GetAccountOrder)
export class GetAccountOrderHandler implements IQueryHandler<GetAccountOrder> {
  constructor(private readonly documents: OrderDocumentsQueries) {}

  /** Another customer's order, a guest's, an unknown or malformed number: the same 404. */
  async execute({ customerId, orderNumber }: GetAccountOrder): Promise<AccountOrderDetails> {
    const number = orderNumber.trim().toUpperCase();
    const index = ORDER_NUMBER_FORMAT.test(number)
      ? await this.documents.customerOrders(customerId)
      : null;
    const entry = index?.orders.find((order) => order.orderNumber === number);
    const [placed, purchase] = entry
      ? await Promise.all([
          this.documents.placedOrder(entry.trackingNumber),
          this.documents.purchaseOf(entry.basketId),
        ])
      : [null, null];
    if (!placed || !purchase || placed.customerId !== customerId) {
      throw new DomainError(HTTP_MESSAGES.notFound, 404);
    }
    return orderDetailsOf(placed, purchase);
  }
}
