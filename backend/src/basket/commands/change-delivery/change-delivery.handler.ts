import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock';
import { BasketCommandRunner } from '../basket-command-runner';
import { OrderLookupService } from '../order-lookup.service';
import { deliverySnapshot } from '../product-snapshots';
import { ChangeDelivery } from './change-delivery.command';

@CommandHandler(ChangeDelivery)
export class ChangeDeliveryHandler implements ICommandHandler<ChangeDelivery> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly orders: OrderLookupService,
    private readonly clock: Clock,
  ) {}

  async execute({ orderIndex, data, context }: ChangeDelivery): Promise<void> {
    const order = await this.orders.orderAt(context, orderIndex);
    const product = await this.orders.mainProductOf(order);
    const delivery = deliverySnapshot(product, data.methodId, data.date, this.clock.now());
    await this.runner.run(
      {
        type: 'ChangeDelivery',
        data: {
          orderId: order.id,
          // A day the rules do not offer is refused by the decider with the shopper's words.
          delivery: delivery ?? {
            methodId: data.methodId,
            methodName: '',
            date: data.date,
            price: 0,
            originalPrice: 0,
          },
          deliveryAvailable: delivery !== null,
        },
      },
      context,
    );
  }
}
