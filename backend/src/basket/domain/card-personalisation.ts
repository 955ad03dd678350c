import { personalisationAreas } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';

export const PERSONALISATION_MESSAGES = {
  unreadable: "Sorry, we couldn't read your card's personalisation - please try again.",
  photoNotFound: 'Sorry, we could not find that photo - please upload it again.',
} as const;

const MAX_AREAS = 10;
const PHOTO_URL = /^\/api\/card-images\/([0-9a-f-]{36})$/;

/** Where a stored photo is served. */
export const cardImageUrl = (id: string) => `/api/card-images/${id}`;

/**
 * The ids of our photos a saved configuration shows, for keeping them: never throws, and skips
 * anything that is not one of our photo addresses.
 */
export function shownPhotoIds(configuration: string | null): string[] {
  return personalisationAreas(configuration).flatMap((area) => {
    const id = area.type === 'image' ? PHOTO_URL.exec(area.value)?.[1] : undefined;
    return id !== undefined && cardImageUrl(id) === area.value ? [id] : [];
  });
}

/**
 * The ids of the photos a card personalisation shows, for the check that the session uploaded
 * them. Refused (400) when the configuration does not read as at most ten areas, and (422) when a
 * photo area points anywhere but one of our photo addresses, written exactly as we serve it.
 */
export function personalisationPhotoIds(configuration: string): string[] {
  let areas: unknown;
  try {
    areas = (JSON.parse(configuration) as { areas?: unknown } | null)?.areas;
  } catch {
    areas = undefined;
  }
  if (!Array.isArray(areas) || areas.length > MAX_AREAS) {
    throw new DomainError(PERSONALISATION_MESSAGES.unreadable, 400);
  }
  return personalisationAreas(configuration)
    .filter((area) => area.type === 'image' && area.value !== '')
    .map((area) => {
      const id = PHOTO_URL.exec(area.value)?.[1];
      if (id === undefined || cardImageUrl(id) !== area.value) {
        throw new DomainError(PERSONALISATION_MESSAGES.photoNotFound, 422);
      }
      return id;
    });
}
