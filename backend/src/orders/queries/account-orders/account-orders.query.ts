import { Query } from '@nestjs/cqrs';
import type { AccountOrderDetails, AccountOrderSummary } from '@shop/contracts';

/** The signed-in customer's orders, newest first. */
export class GetAccountOrders extends Query<AccountOrderSummary[]> {
  constructor(readonly customerId: string) {
    super();
  }
}

/** One of the signed-in customer's orders in full; anyone else's is not found. */
export class GetAccountOrder extends Query<AccountOrderDetails> {
  constructor(
    readonly customerId: string,
    readonly orderNumber: string,
  ) {
    super();
  }
}
