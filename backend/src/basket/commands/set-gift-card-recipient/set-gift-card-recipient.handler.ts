import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { londonIsoDate } from '@shop/contracts';
import { Clock } from '../../../platform/clock/clock';
import { BasketCommandRunner } from '../basket-command-runner';
import { OrderLookupService } from '../order-lookup.service';
import { SetGiftCardRecipient } from './set-gift-card-recipient.command';

@CommandHandler(SetGiftCardRecipient)
export class SetGiftCardRecipientHandler implements ICommandHandler<SetGiftCardRecipient> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly orders: OrderLookupService,
    private readonly clock: Clock,
  ) {}

  async execute({ orderIndex, data, context }: SetGiftCardRecipient): Promise<void> {
    const order = await this.orders.orderAt(context, orderIndex);
    await this.runner.run(
      {
        type: 'SetGiftCardRecipient',
        data: {
          orderId: order.id,
          today: londonIsoDate(this.clock.now()),
          recipientName: data.recipientName,
          recipientEmail: data.recipientEmail,
          message: data.message ?? '',
          sendDate: data.sendDate ?? null,
        },
      },
      context,
    );
  }
}
