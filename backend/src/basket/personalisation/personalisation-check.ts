import { Injectable } from '@nestjs/common';
import { personalisationAreas } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { CardImageService, cardImageUrl } from './card-image.service';

export const PERSONALISATION_MESSAGES = {
  unreadable: "Sorry, we couldn't read your card's personalisation - please try again.",
  photoNotFound: 'Sorry, we could not find that photo - please upload it again.',
} as const;

const MAX_AREAS = 10;
const PHOTO_URL = /^\/api\/card-images\/([0-9a-f-]{36})$/;

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
    let areas: unknown;
    try {
      areas = (JSON.parse(configuration) as { areas?: unknown } | null)?.areas;
    } catch {
      areas = undefined;
    }
    if (!Array.isArray(areas) || areas.length > MAX_AREAS) {
      throw new DomainError(PERSONALISATION_MESSAGES.unreadable, 400);
    }
    for (const area of personalisationAreas(configuration)) {
      if (area.type !== 'image' || area.value === '') continue;
      const id = PHOTO_URL.exec(area.value)?.[1];
      const owned = id !== undefined && (await this.images.owns(sessionId, id));
      if (!owned || cardImageUrl(id) !== area.value) {
        throw new DomainError(PERSONALISATION_MESSAGES.photoNotFound, 422);
      }
    }
  }
}
