import { Query } from '@nestjs/cqrs';
import type { OrderValidationResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** What stops one of the session's orders going to payment (spec 000 §7). */
export class ValidateOrder extends Query<OrderValidationResponse> {
  constructor(
    readonly session: ShopSession,
    readonly orderIndex: number,
  ) {
    super();
  }
}
