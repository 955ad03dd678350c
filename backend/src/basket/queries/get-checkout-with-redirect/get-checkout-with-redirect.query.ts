import { Query } from '@nestjs/cqrs';
import type { CheckoutState } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** The checkout state, and where to send a shopper whose basket is empty. */
export interface CheckoutWithRedirect {
  checkout: CheckoutState;
  /** '/' (home) when the basket has no orders; null otherwise. */
  redirectUrl: string | null;
}

/** The checkout page's read: the session's checkout state, or home when there is nothing to pay. */
export class GetCheckoutWithRedirect extends Query<CheckoutWithRedirect> {
  constructor(readonly session: ShopSession) {
    super();
  }
}
