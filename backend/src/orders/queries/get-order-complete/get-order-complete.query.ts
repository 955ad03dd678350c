import { Query } from '@nestjs/cqrs';
import type { OrderCompleteResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** The session's last placed purchase. */
export class GetOrderComplete extends Query<OrderCompleteResponse> {
  constructor(readonly session: ShopSession) {
    super();
  }
}
