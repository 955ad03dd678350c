import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueService, CATALOGUE_MESSAGES } from '../../../catalogue';
import { DomainError } from '../../../platform/domain-error';
import { BasketCommandRunner } from '../basket-command-runner';
import { OrderLookupService } from '../order-lookup.service';
import { potSnapshot } from '../product-snapshots';
import { ChangePot } from './change-pot.command';

@CommandHandler(ChangePot)
export class ChangePotHandler implements ICommandHandler<ChangePot> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly orders: OrderLookupService,
    private readonly catalogue: CatalogueService,
  ) {}

  async execute({ orderIndex, data: { potId }, context }: ChangePot): Promise<void> {
    const order = await this.orders.orderAt(context, orderIndex);
    const product = await this.orders.mainProductOf(order);
    const pots = (await this.catalogue.snapshot()).pots;
    const pot = potId === null ? null : pots.find((p) => p.id === potId);
    if (pot === undefined) throw new DomainError(CATALOGUE_MESSAGES.noExtras, 404);
    await this.runner.run(
      {
        type: 'ChangePot',
        data: {
          orderId: order.id,
          pot: pot && potSnapshot(pot),
          potsOffered: product.isCustomisable,
        },
      },
      context,
    );
  }
}
