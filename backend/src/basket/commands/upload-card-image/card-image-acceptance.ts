import {
  BadRequestException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  CARD_IMAGE_MAX_BYTES,
  CARD_IMAGE_MESSAGES,
  isCardImageType,
  type CardImageType,
} from '@shop/contracts';
import { sniffCardImageType } from '../../domain/card-image-type';
import type { UploadedCardImage } from './card-image-upload.interceptor';

/**
 * The type an uploaded photo says it is, checked before anything decodes it. The browser must
 * call it a JPEG, PNG or WebP and its first bytes must be one (the bytes decide which): a renamed
 * file of another kind is refused. Whether the rest decodes is the encoder's to find out.
 */
export function acceptCardImage(file: UploadedCardImage | undefined): CardImageType {
  if (!file || file.size === 0) throw new BadRequestException(CARD_IMAGE_MESSAGES.missing);
  if (file.size > CARD_IMAGE_MAX_BYTES) {
    throw new PayloadTooLargeException(CARD_IMAGE_MESSAGES.tooLarge);
  }
  const sniffed = sniffCardImageType(file.buffer);
  if (!isCardImageType(file.mimetype.toLowerCase()) || !sniffed) {
    throw new UnsupportedMediaTypeException(CARD_IMAGE_MESSAGES.wrongType);
  }
  return sniffed;
}
