import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CatalogueService } from '../../../catalogue';
import { DomainError } from '../../../platform/domain-error';
import type { BasketCommand } from '../../domain/basket.commands';
import { BasketCommandRunner } from '../basket-command-runner';
import { OrderLookupService } from '../order-lookup.service';
import { addonSnapshot } from '../product-snapshots';
import { ChangeAddons } from './change-addons.command';

export const ADDON_NOT_OFFERED = 'Sorry, that extra is not available with this product.';

@CommandHandler(ChangeAddons)
export class ChangeAddonsHandler implements ICommandHandler<ChangeAddons> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly orders: OrderLookupService,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Decided as one change, so a refusal of any part of it changes nothing. */
  async execute({ orderIndex, data, context }: ChangeAddons): Promise<void> {
    const order = await this.orders.orderAt(context, orderIndex);
    const product = await this.orders.mainProductOf(order);
    const addons = (await this.catalogue.snapshot()).addons;
    const wanted = [...new Set(data.addonIds)];
    if (wanted.some((id) => !product.addonIds.includes(id) || !addons.some((a) => a.id === id))) {
      throw new DomainError(ADDON_NOT_OFFERED, 422);
    }
    const current = order.orderItems
      .filter((item, i) => i > 0 && item.addon && !item.product.attributes.includes('Pots'))
      .map((item) => item.product.id);
    const commands: BasketCommand[] = [
      ...wanted
        .filter((id) => !current.includes(id))
        .map((id): BasketCommand => ({
          type: 'AddAddon',
          data: { orderId: order.id, addon: addonSnapshot(addons.find((a) => a.id === id)!) },
        })),
      ...current
        .filter((id) => !wanted.includes(id))
        .map((id): BasketCommand => ({
          type: 'RemoveAddon',
          data: { orderId: order.id, productId: id },
        })),
    ];
    await this.runner.runAll(commands, context);
  }
}
