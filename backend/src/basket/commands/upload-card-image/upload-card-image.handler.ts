import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CARD_IMAGE_MESSAGES, type CardImageUploadResponse } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { DomainError } from '../../../platform/domain-error';
import { basketIdOf } from '../../../platform/http/shop-session';
import { basketStreamOf } from '../../domain/basket-stream';
import { BASKET_MESSAGES } from '../../domain/basket.messages';
import { cardImageUrl } from '../../domain/card-personalisation';
import { CardImageEncoder, KEPT_CARD_IMAGE_TYPE } from '../../personalisation/card-image-encoder';
import { CardImageBudgets } from '../../personalisation/card-image-budgets';
import { CardImageService } from '../../personalisation/card-image.service';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { acceptCardImage } from './card-image-acceptance';
import { UploadCardImage } from './upload-card-image.command';

@CommandHandler(UploadCardImage)
export class UploadCardImageHandler implements ICommandHandler<UploadCardImage> {
  constructor(
    private readonly images: CardImageService,
    private readonly budgets: CardImageBudgets,
    private readonly encoder: CardImageEncoder,
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  async execute({
    session,
    orderIndex,
    file,
    address,
  }: UploadCardImage): Promise<CardImageUploadResponse> {
    await this.assertPersonalisable(basketStreamOf(session), orderIndex);
    acceptCardImage(file);
    // Every cap that is already spent refuses before the photo is decoded.
    await this.images.assertRoomFor(basketIdOf(session));
    await this.budgets.assertRoom(address);
    // Only the re-encoded photo is kept: the upload's own bytes are never stored or served.
    const kept = await this.encoder.encode(file!.buffer);
    const id = await this.images.store(basketIdOf(session), KEPT_CARD_IMAGE_TYPE, kept, address);
    return { url: cardImageUrl(id) };
  }

  /** The order exists in this session's basket and its card takes photos. */
  private async assertPersonalisable(streamId: string, orderIndex: number): Promise<void> {
    const order = await this.checkoutState.orderAt(streamId, orderIndex);
    if (order.isGiftCard) throw new DomainError(BASKET_MESSAGES.giftCardNotEditable);
    const product = (await this.catalogue.snapshot()).productsById.get(
      order.orderItems[0].product.id,
    );
    if (!product?.isPersonalisable) {
      throw new DomainError(CARD_IMAGE_MESSAGES.notPersonalisable);
    }
  }
}
