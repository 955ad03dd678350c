import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ApplyGiftCard } from './apply-gift-card.command';
import { GiftCardApplication } from './gift-card-application';

@CommandHandler(ApplyGiftCard)
export class ApplyGiftCardHandler implements ICommandHandler<ApplyGiftCard> {
  constructor(private readonly giftCards: GiftCardApplication) {}

  execute({ code, context }: ApplyGiftCard): Promise<void> {
    return this.giftCards.apply(code, context);
  }
}
