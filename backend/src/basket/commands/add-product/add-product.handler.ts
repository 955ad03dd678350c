import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GIFT_CARD_SKU, type AddToBasketResponse } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { CATALOGUE_MESSAGES } from '../../../catalogue';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../platform/domain-error';
import { BasketCommandRunner } from '../basket-command-runner';
import { deliverySnapshot, potSnapshot, productSnapshot } from '../product-snapshots';
import { errorsOf, orderIdFor } from '../command-outcome';
import { AddProduct } from './add-product.command';

export const USE_GIFT_CARD_PAGE = 'Please choose the amount of a gift card on its page.';

@CommandHandler(AddProduct)
export class AddProductHandler implements ICommandHandler<AddProduct> {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly runner: BasketCommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ body, context, idempotencyKey }: AddProduct): Promise<AddToBasketResponse> {
    const orderId = orderIdFor(idempotencyKey);
    const snapshot = await this.catalogue.snapshot();
    const product = snapshot.productsByVariantId.get(body.id) ?? snapshot.productsById.get(body.id);
    if (!product) throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    if (product.sku === GIFT_CARD_SKU) throw new DomainError(USE_GIFT_CARD_PAGE, 400);
    const variantId = snapshot.productsByVariantId.has(body.id) ? body.id : null;
    let pot = null;
    if (body.customisationId != null) {
      const chosen = product.isCustomisable
        ? snapshot.pots.find((p) => p.id === body.customisationId)
        : undefined;
      if (!chosen) throw new DomainError(CATALOGUE_MESSAGES.noExtras, 404);
      pot = potSnapshot(chosen);
    }
    const delivery = deliverySnapshot(
      product,
      body.deliveryId,
      body.deliveryDate,
      this.clock.now(),
    );
    return errorsOf(() =>
      this.runner.run(
        {
          type: 'AddProduct',
          data: {
            orderId,
            product: productSnapshot(product, variantId),
            pot,
            delivery,
            isGiftCard: false,
            productAvailable: product.available,
            deliveryAvailable: delivery !== null,
          },
        },
        context,
      ),
    );
  }
}
