import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CheckoutOrder } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { CATALOGUE_MESSAGES } from '../../../catalogue';
import type { ProductEntity } from '../../../catalogue';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../platform/domain-error';
import { validateAs } from '../../../platform/http/validate-as';
import { BasketCommandRunner, type CommandContext } from '../../basket-command-runner';
import { basketStreamOf } from '../../basket-stream';
import type { BasketCommand } from '../../domain/basket.commands';
import { addonSnapshot, deliverySnapshot, potSnapshot } from '../../product-snapshots';
import { PersonalisationCheck } from '../../personalisation/personalisation-check';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { UpdateOrderCommand } from './update-order.command';
import {
  AddonsData,
  CardData,
  DeliveryData,
  DetailsData,
  MessageData,
  PotData,
  RecipientData,
} from './update-order.dto';

export const ADDON_NOT_OFFERED = 'Sorry, that extra is not available with this product.';

@CommandHandler(UpdateOrderCommand)
export class UpdateOrderHandler implements ICommandHandler<UpdateOrderCommand> {
  constructor(
    private readonly runner: BasketCommandRunner,
    private readonly catalogue: CatalogueService,
    private readonly checkoutState: CheckoutStateQueries,
    private readonly clock: Clock,
    private readonly personalisation: PersonalisationCheck,
  ) {}

  async execute({ body, context }: UpdateOrderCommand): Promise<void> {
    if (body.key === 'details') {
      const d = await validateAs(DetailsData, body.data);
      await this.runner.run(
        {
          type: 'GiveCustomerDetails',
          data: {
            name: d.name,
            email: d.email,
            phone: d.phone ?? '',
            mailShot: d.mailShot ?? true,
          },
        },
        context,
      );
      return;
    }
    const order = await this.checkoutState.orderAt(
      basketStreamOf(context.session),
      body.orderIndex,
    );
    await this.runner.runAll(await this.commandsFor(body.key, body.data, order, context), context);
  }

  private async commandsFor(
    key: string,
    data: unknown,
    order: CheckoutOrder,
    context: CommandContext,
  ): Promise<BasketCommand[]> {
    const orderId = order.id;
    switch (key) {
      case 'message': {
        const d = await validateAs(MessageData, data);
        await this.personalisation.assertSavable(
          d.personalisationConfiguration,
          context.session.id,
        );
        return [
          {
            type: 'SetMessage',
            data: {
              orderId,
              message: d.message,
              personalisationConfiguration: d.personalisationConfiguration ?? null,
            },
          },
        ];
      }
      case 'recipient': {
        const d = await validateAs(RecipientData, data);
        return [
          {
            type: 'SetRecipient',
            data: {
              orderId,
              recipientName: d.recipientName,
              addressLine1: d.addressLine1,
              addressLine2: d.addressLine2 ?? '',
              addressLine3: d.addressLine3 ?? '',
              town: d.town ?? '',
              postcode: d.postcode,
            },
          },
        ];
      }
      case 'card':
        return [
          { type: 'ChooseCard', data: { orderId, size: (await validateAs(CardData, data)).size } },
        ];
      case 'addons':
        return this.addonCommands(order, await validateAs(AddonsData, data));
      case 'pot': {
        const { potId } = await validateAs(PotData, data);
        const product = await this.mainProduct(order);
        const pots = (await this.catalogue.snapshot()).pots;
        const pot = potId === null ? null : pots.find((p) => p.id === potId);
        if (pot === undefined) throw new DomainError(CATALOGUE_MESSAGES.noExtras, 404);
        return [
          {
            type: 'ChangePot',
            data: { orderId, pot: pot && potSnapshot(pot), potsOffered: product.isCustomisable },
          },
        ];
      }
      case 'delivery': {
        const d = await validateAs(DeliveryData, data);
        const product = await this.mainProduct(order);
        const delivery = deliverySnapshot(product, d.methodId, d.date, this.clock.now());
        return [
          {
            type: 'ChangeDelivery',
            data: {
              orderId,
              delivery: delivery ?? {
                methodId: d.methodId,
                methodName: '',
                date: d.date,
                price: 0,
                originalPrice: 0,
              },
              deliveryAvailable: delivery !== null,
            },
          },
        ];
      }
      default:
        throw new DomainError(`Unknown update ${key}`, 400);
    }
  }

  /** The commands that make the order's addons exactly `addonIds`. */
  private async addonCommands(
    order: CheckoutOrder,
    { addonIds }: AddonsData,
  ): Promise<BasketCommand[]> {
    const product = await this.mainProduct(order);
    const addons = (await this.catalogue.snapshot()).addons;
    const wanted = [...new Set(addonIds)];
    if (wanted.some((id) => !product.addonIds.includes(id) || !addons.some((a) => a.id === id))) {
      throw new DomainError(ADDON_NOT_OFFERED, 422);
    }
    const current = order.orderItems
      .filter((item, i) => i > 0 && item.addon && !item.product.attributes.includes('Pots'))
      .map((item) => item.product.id);
    return [
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
  }

  private async mainProduct(order: CheckoutOrder): Promise<ProductEntity> {
    const product = (await this.catalogue.snapshot()).productsById.get(
      order.orderItems[0].product.id,
    );
    if (!product) throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    return product;
  }
}
