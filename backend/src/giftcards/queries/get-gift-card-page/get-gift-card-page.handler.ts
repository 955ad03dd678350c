import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  GIFT_CARD_MESSAGES,
  londonIsoDate,
  normaliseGiftCardCode,
  type GiftCardPageResponse,
} from '@shop/contracts';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../platform/domain-error';
import { isExpired } from '../../domain/gift-card-expiry';
import { GiftCardsQueries } from '../../projections/gift-cards/gift-cards.queries';
import { GetGiftCardPage } from './get-gift-card-page.query';

/** The code and the order that bought it must belong together; anything else is not found. */
@QueryHandler(GetGiftCardPage)
export class GetGiftCardPageHandler implements IQueryHandler<GetGiftCardPage> {
  constructor(
    private readonly cards: GiftCardsQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ params }: GetGiftCardPage): Promise<GiftCardPageResponse> {
    const code = params.code.length <= 64 ? normaliseGiftCardCode(params.code) : null;
    const card = code === null ? null : await this.cards.byCode(code);
    if (!card || card.orderNumber !== params.orderId) {
      throw new DomainError(GIFT_CARD_MESSAGES.notFound, 404);
    }
    const expired = isExpired(card.expiresOn, londonIsoDate(this.clock.now()));
    return {
      code: card.code,
      orderNumber: card.orderNumber,
      amount: card.amount,
      balance: expired ? 0 : card.balance,
      expiresOn: card.expiresOn,
      expired,
      recipientName: card.recipientName,
      buyerName: card.buyerName,
      message: card.message,
    };
  }
}
