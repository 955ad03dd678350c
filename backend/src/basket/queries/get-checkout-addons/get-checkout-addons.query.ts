import { Query } from '@nestjs/cqrs';
import type { CheckoutAddonsResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';

/** The addons and pots the main product of one of the session's orders offers. */
export class GetCheckoutAddons extends Query<CheckoutAddonsResponse> {
  constructor(
    readonly session: ShopSession,
    readonly orderIndex: number,
  ) {
    super();
  }
}
