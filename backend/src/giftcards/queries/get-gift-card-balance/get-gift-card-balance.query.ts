import { Query } from '@nestjs/cqrs';
import type { GiftCardBalanceResponse } from '@shop/contracts';

/** The balance of a card and until when it can be spent, for `/gift-card`. */
export class GetGiftCardBalance extends Query<GiftCardBalanceResponse> {
  constructor(readonly code: string) {
    super();
  }
}
