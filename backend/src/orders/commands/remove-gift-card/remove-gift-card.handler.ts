import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GiftCardApplication } from '../apply-gift-card/gift-card-application';
import { RemoveGiftCard } from './remove-gift-card.command';

@CommandHandler(RemoveGiftCard)
export class RemoveGiftCardHandler implements ICommandHandler<RemoveGiftCard> {
  constructor(private readonly giftCards: GiftCardApplication) {}

  async execute({ context }: RemoveGiftCard): Promise<void> {
    await this.giftCards.remove(context);
  }
}
