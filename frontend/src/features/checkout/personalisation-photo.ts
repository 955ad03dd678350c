import { CARD_IMAGE_MAX_BYTES, CARD_IMAGE_MESSAGES, isCardImageType } from '@shop/contracts';

/** What the file picker accepts. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Why a chosen file cannot be a card photo, before it is sent: the server checks the same (and
 * the file's first bytes) and says the same words.
 */
export function photoProblem(file: File): string | null {
  if (!isCardImageType(file.type)) return CARD_IMAGE_MESSAGES.wrongType;
  if (file.size > CARD_IMAGE_MAX_BYTES) return CARD_IMAGE_MESSAGES.tooLarge;
  return null;
}
