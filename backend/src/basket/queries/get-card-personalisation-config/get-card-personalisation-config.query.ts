import { Query } from '@nestjs/cqrs';
import type { CardPersonalisationConfigResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** Whether the card of one of the session's orders can be personalised, and its areas. */
export class GetCardPersonalisationConfig extends Query<CardPersonalisationConfigResponse> {
  constructor(
    readonly session: ShopSession,
    readonly orderIndex: number,
  ) {
    super();
  }
}
