import { Query } from '@nestjs/cqrs';
import type { GiftCardPageParams, GiftCardPageResponse } from '@shop/contracts';

/** The card as its recipient sees it on `/gift-card/:orderId/:code`. */
export class GetGiftCardPage extends Query<GiftCardPageResponse> {
  constructor(readonly params: GiftCardPageParams) {
    super();
  }
}
