import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../platform/domain-error';
import { HTTP_MESSAGES } from '../../../platform/http/messages';
import { CardImageService, type StoredCardImage } from '../../personalisation/card-image.service';
import { GetCardImage } from './get-card-image.query';
import { basketIdOf } from '../../../platform/http/shop-session';

@QueryHandler(GetCardImage)
export class GetCardImageHandler implements IQueryHandler<GetCardImage> {
  constructor(private readonly images: CardImageService) {}

  /** Any other session (or an unknown id) gets the same 404, so ids reveal nothing. */
  async execute({ session, id }: GetCardImage): Promise<StoredCardImage> {
    const image = await this.images.find(basketIdOf(session), id);
    if (!image) throw new DomainError(HTTP_MESSAGES.notFound, 404);
    return image;
  }
}
