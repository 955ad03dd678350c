import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/domain-error';
import { PERSONALISATION_MESSAGES, personalisationPhotoIds } from '../domain/card-personalisation';
import { CardImageService } from './card-image.service';

/**
 * A card personalisation is saved only when it reads as areas and every photo in it is one this
 * session uploaded: a configuration can never point a printed card at someone else's photo or at
 * an outside address.
 */
@Injectable()
export class PersonalisationCheck {
  constructor(private readonly images: CardImageService) {}

  async assertSavable(configuration: string | null | undefined, sessionId: string) {
    if (configuration === null || configuration === undefined) return;
    for (const id of personalisationPhotoIds(configuration)) {
      if (!(await this.images.claim(sessionId, id))) {
        throw new DomainError(PERSONALISATION_MESSAGES.photoNotFound, 422);
      }
    }
  }
}
