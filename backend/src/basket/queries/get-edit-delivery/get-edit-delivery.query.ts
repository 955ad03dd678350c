import { Query } from '@nestjs/cqrs';
import type { EditDeliveryResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** What the Change Delivery modal edits for one of the session's orders. */
export class GetEditDelivery extends Query<EditDeliveryResponse> {
  constructor(
    readonly session: ShopSession,
    readonly orderIndex: number,
  ) {
    super();
  }
}
