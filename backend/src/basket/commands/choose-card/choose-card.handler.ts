import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { BasketCommandRunner } from '../basket-command-runner';
import { OrderLookupService } from '../order-lookup.service';
import { ChooseCard } from './choose-card.command';

@CommandHandler(ChooseCard)
export class ChooseCardHandler implements ICommandHandler<ChooseCard> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly orders: OrderLookupService,
  ) {}

  async execute({ orderIndex, data, context }: ChooseCard): Promise<void> {
    const order = await this.orders.orderAt(context, orderIndex);
    await this.runner.run(
      { type: 'ChooseCard', data: { orderId: order.id, size: data.size } },
      context,
    );
  }
}
