import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PAYMENT_MESSAGES, type OrderCompleteResponse } from '@shop/contracts';
import { DomainError } from '../../../platform/domain-error';
import { OrderDocumentsQueries } from '../../projections/order-documents.queries';
import { GetOrderComplete } from './get-order-complete.query';
import { PurchaseLookup } from './purchase-lookup';

@QueryHandler(GetOrderComplete)
export class GetOrderCompleteHandler implements IQueryHandler<GetOrderComplete> {
  constructor(
    private readonly purchases: PurchaseLookup,
    private readonly documents: OrderDocumentsQueries,
  ) {}

  async execute({ session }: GetOrderComplete): Promise<OrderCompleteResponse> {
    const found = await this.purchases.lastOf(session);
    if (!found) throw new DomainError(PAYMENT_MESSAGES.noPurchase, 404);
    const { purchase } = found;
    const placed = await this.documents.placedOrders(purchase.orders.map((o) => o.trackingNumber));
    const statusOf = new Map(placed.map((order) => [order.trackingNumber, order.status]));
    return {
      ...purchase,
      orders: purchase.orders.map((order) => ({
        ...order,
        status: statusOf.get(order.trackingNumber) ?? order.status,
      })),
    };
  }
}
