import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  giftCardExpiredMessage,
  londonIsoDate,
  type GiftCardBalanceResponse,
} from '@shop/contracts';
import { Clock } from '../../../platform/clock/clock';
import { GiftCardLedger } from '../../gift-card-ledger.service';
import { GetGiftCardBalance } from './get-gift-card-balance.query';

@QueryHandler(GetGiftCardBalance)
export class GetGiftCardBalanceHandler implements IQueryHandler<GetGiftCardBalance> {
  constructor(
    private readonly ledger: GiftCardLedger,
    private readonly clock: Clock,
  ) {}

  async execute({ code }: GetGiftCardBalance): Promise<GiftCardBalanceResponse> {
    const card = await this.ledger.balanceOf(code, londonIsoDate(this.clock.now()));
    return { ...card, message: card.expired ? giftCardExpiredMessage(card.expiresOn) : null };
  }
}
