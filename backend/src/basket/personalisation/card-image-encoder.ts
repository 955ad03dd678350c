import { Inject, Injectable } from '@nestjs/common';
import { CARD_IMAGE_MESSAGES } from '@shop/contracts';
import sharp from 'sharp';
import {
  APP_CONFIG,
  type AppConfig,
  type CardPhotosConfig,
} from '../../platform/config/app-config';
import { DomainError } from '../../platform/domain-error';
import { ConcurrencyGate } from '../../platform/concurrency/concurrency-gate';
import {
  CARD_IMAGE_DECODE_SECONDS,
  CARD_IMAGE_DECODES_AT_ONCE,
  CARD_IMAGE_MAX_PIXELS,
  CARD_IMAGE_PRINT_SIZE,
  CARD_IMAGE_QUALITY,
} from './card-image-limits';

/** Every photo is kept as a JPEG: what card printers take, and small. */
export const KEPT_CARD_IMAGE_TYPE = 'image/jpeg';

/**
 * Turns an uploaded photo into the one the shop keeps: decoded (so a file that only starts like an
 * image is refused), turned upright, fitted inside the print size, flattened onto white card and
 * re-encoded as a JPEG without any of the upload's metadata (EXIF, GPS, ICC, XMP, comments). Only
 * these bytes are stored and served, never the upload's.
 *
 * sharp decodes on libuv's thread pool, so the event loop is never blocked; at most
 * CARD_IMAGE_DECODES_AT_ONCE photos are decoded at a time; CardImageIntake bounds how many wait.
 */
@Injectable()
export class CardImageEncoder {
  private readonly gate = new ConcurrencyGate(CARD_IMAGE_DECODES_AT_ONCE);

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    applySharpLimits(config.cardPhotos);
  }

  /** The photo to keep; a DomainError (422) with the shopper's words when it cannot be one. */
  encode(upload: Buffer): Promise<Buffer> {
    return this.gate.run(() => reencode(upload));
  }
}

/**
 * libvips' process-wide settings, from the configuration, when the encoder is made at boot. Every
 * upload is a different image, so its operation cache (sharp's default: 50 MB, 100 operations)
 * would only hold memory; one libvips thread per photo (what sharp picks under glibc) keeps the
 * threads that allocate, and so glibc's arenas, few (scripts/lib.mjs sets the allocator).
 */
export function applySharpLimits(
  config: Pick<CardPhotosConfig, 'sharpCacheMb' | 'sharpConcurrency'>,
) {
  if (config.sharpCacheMb === 0) sharp.cache(false);
  else sharp.cache({ memory: config.sharpCacheMb, files: 0, items: 100 });
  sharp.concurrency(config.sharpConcurrency);
}

async function reencode(upload: Buffer): Promise<Buffer> {
  const { width, height } = await readHeader(upload);
  if (width * height > CARD_IMAGE_MAX_PIXELS) {
    throw new DomainError(CARD_IMAGE_MESSAGES.tooManyPixels, 422);
  }
  try {
    // failOn 'warning' (sharp's default, spelt out): a corrupt or truncated body is refused
    // rather than printed as grey noise.
    return await sharp(upload, {
      failOn: 'warning',
      limitInputPixels: CARD_IMAGE_MAX_PIXELS,
      sequentialRead: true,
    })
      .autoOrient()
      .resize(CARD_IMAGE_PRINT_SIZE, CARD_IMAGE_PRINT_SIZE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: CARD_IMAGE_QUALITY })
      .timeout({ seconds: CARD_IMAGE_DECODE_SECONDS })
      .toBuffer();
  } catch {
    throw new DomainError(CARD_IMAGE_MESSAGES.unreadable, 422);
  }
}

/** The size the photo's header claims, read without decoding its pixels. */
async function readHeader(upload: Buffer): Promise<{ width: number; height: number }> {
  try {
    const { width, height } = await sharp(upload, { limitInputPixels: false }).metadata();
    if (width > 0 && height > 0) return { width, height };
  } catch {
    // Falls through to the same refusal as an image without a size.
  }
  throw new DomainError(CARD_IMAGE_MESSAGES.unreadable, 422);
}
