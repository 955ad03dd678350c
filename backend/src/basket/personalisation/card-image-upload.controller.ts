import { Controller, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CARD_IMAGE_MESSAGES, type CardImageUploadResponse } from '@shop/contracts';
import type { Request } from 'express';
import { CatalogueService } from '../../catalogue';
import { DomainError } from '../../platform/domain-error';
import { basketStreamOf } from '../basket-stream';
import { BASKET_MESSAGES } from '../domain/basket.messages';
import { CheckoutStateQueries } from '../projections/checkout-state/checkout-state.queries';
import { parseOrderIndex } from '../validation/checkout-validation.controller';
import { acceptCardImage } from './card-image-acceptance';
import { CardImageService, cardImageUrl } from './card-image.service';
import {
  CardImageUploadInterceptor,
  type UploadedCardImage,
} from './card-image-upload.interceptor';

@Controller('checkout')
export class CardImageUploadController {
  constructor(
    private readonly images: CardImageService,
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  /**
   * `POST /api/checkout/{index}/card-personalisation/image`, multipart field `image`: keeps a
   * photo for an image area of this session's personalised card and answers where it is served.
   * The area takes the address when the shopper saves the card (update key `message`).
   */
  @Post(':index/card-personalisation/image')
  @UseInterceptors(CardImageUploadInterceptor)
  async upload(
    @Param('index') rawIndex: string,
    @UploadedFile() file: UploadedCardImage | undefined,
    @Req() request: Request,
  ): Promise<CardImageUploadResponse> {
    const session = request.shopSession!;
    await this.assertPersonalisable(basketStreamOf(session), parseOrderIndex(rawIndex));
    const contentType = acceptCardImage(file);
    const id = await this.images.store(session.id, contentType, file!.buffer);
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
