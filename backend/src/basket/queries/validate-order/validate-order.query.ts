import { Query } from '@nestjs/cqrs';
import type { OrderValidationResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** What stops one of the session's orders going to payment (docs/rules-checkout.md "Calls"). */
export class ValidateOrder extends Query<OrderValidationResponse> {
  constructor(
    readonly session: ShopSession,
    readonly orderIndex: number,
  ) {
    super();
  }
}
