import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GIFT_CARD_SKU, type AddToBasketResponse } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { CATALOGUE_MESSAGES } from '../../../catalogue';
import { DomainError } from '../../../platform/domain-error';
import { BasketCommandRunner } from '../basket-command-runner';
import { productSnapshot } from '../product-snapshots';
import { errorsOf, orderIdFor } from '../command-outcome';
import { AddGiftCard } from './add-gift-card.command';

@CommandHandler(AddGiftCard)
export class AddGiftCardHandler implements ICommandHandler<AddGiftCard> {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly runner: BasketCommandRunner,
  ) {}

  async execute({ body, context, idempotencyKey }: AddGiftCard): Promise<AddToBasketResponse> {
    const orderId = orderIdFor(idempotencyKey);
    const product = (await this.catalogue.snapshot()).productsById.get(body.id);
    if (!product || product.sku !== GIFT_CARD_SKU) {
      throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    }
    const base = productSnapshot(product, null);
    return errorsOf(() =>
      this.runner.run(
        {
          type: 'AddProduct',
          data: {
            orderId,
            product: { ...base, price: body.price, originalPrice: body.price },
            pot: null,
            delivery: null,
            isGiftCard: true,
            productAvailable: product.available,
            deliveryAvailable: true,
          },
        },
        context,
      ),
    );
  }
}
