import { Query } from '@nestjs/cqrs';
import type { CheckoutState } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** The checkout state of the session's own basket (spec 000 §3). */
export class GetCheckout extends Query<CheckoutState> {
  constructor(readonly session: ShopSession) {
    super();
  }
}
