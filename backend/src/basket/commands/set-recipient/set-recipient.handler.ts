import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BasketCommandRunner } from '../basket-command-runner';
import { OrderLookupService } from '../order-lookup.service';
import { SetRecipient } from './set-recipient.command';

@CommandHandler(SetRecipient)
export class SetRecipientHandler implements ICommandHandler<SetRecipient> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly orders: OrderLookupService,
  ) {}

  async execute({ orderIndex, data, context }: SetRecipient): Promise<void> {
    const order = await this.orders.orderAt(context, orderIndex);
    await this.runner.run(
      {
        type: 'SetRecipient',
        data: {
          orderId: order.id,
          recipientName: data.recipientName,
          addressLine1: data.addressLine1,
          addressLine2: data.addressLine2 ?? '',
          addressLine3: data.addressLine3 ?? '',
          town: data.town ?? '',
          postcode: data.postcode,
        },
      },
      context,
    );
  }
}
