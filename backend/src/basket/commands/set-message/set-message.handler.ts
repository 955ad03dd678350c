import { basketIdOf } from '../../../platform/http/shop-session';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PersonalisationCheck } from '../../personalisation/personalisation-check';
import { BasketCommandRunner } from '../basket-command-runner';
import { OrderLookupService } from '../order-lookup.service';
import { SetMessage } from './set-message.command';

@CommandHandler(SetMessage)
export class SetMessageHandler implements ICommandHandler<SetMessage> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly orders: OrderLookupService,
    private readonly personalisation: PersonalisationCheck,
  ) {}

  async execute({ orderIndex, data, context }: SetMessage): Promise<void> {
    const order = await this.orders.orderAt(context, orderIndex);
    await this.personalisation.assertSavable(
      data.personalisationConfiguration,
      basketIdOf(context.session),
    );
    await this.runner.run(
      {
        type: 'SetMessage',
        data: {
          orderId: order.id,
          message: data.message,
          personalisationConfiguration: data.personalisationConfiguration ?? null,
        },
      },
      context,
    );
  }
}
