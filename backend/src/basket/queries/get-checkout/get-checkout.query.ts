import { Query } from '@nestjs/cqrs';
import type { CheckoutState } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** The checkout state of the session's own basket (docs/rules-checkout.md "Checkout state"). */
export class GetCheckout extends Query<CheckoutState> {
  constructor(readonly session: ShopSession) {
    super();
  }
}
