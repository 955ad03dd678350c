import { Command } from '@nestjs/cqrs';
import type { CardImageUploadResponse } from '@shop/contracts';
import type { ShopSession } from '../../../platform/http/shop-session';
import type { UploadedCardImage } from './card-image-upload.interceptor';

/** Keep a photo for an image area of a personalised card; answers where it is served. */
export class UploadCardImage extends Command<CardImageUploadResponse> {
  constructor(
    readonly session: ShopSession,
    readonly orderIndex: number,
    readonly file: UploadedCardImage | undefined,
    /** The client's address as Express trusts it (`request.ip`): whose photo budget it spends. */
    readonly address: string,
  ) {
    super();
  }
}
