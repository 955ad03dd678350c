import { Query } from '@nestjs/cqrs';
import type { SupportBasketSearchResponse } from '@shop/contracts';

/**
 * Baskets matching an exact basket id, session id, an order id inside the basket, a placed
 * order's number or customer email (any case), newest activity first, at most 50.
 */
export class FindBaskets extends Query<SupportBasketSearchResponse> {
  constructor(readonly query: string) {
    super();
  }
}
