import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { CARD_IMAGE_FIELD, CARD_IMAGE_MAX_BYTES, CARD_IMAGE_MESSAGES } from '@shop/contracts';
import type { Observable } from 'rxjs';

/** The one file of an upload, as multer's memory storage hands it over. */
export interface UploadedCardImage {
  buffer: Buffer;
  mimetype: string;
  size: number;
}

const SingleImage = FileInterceptor(CARD_IMAGE_FIELD, {
  limits: { fileSize: CARD_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
});

/**
 * Reads one photo of up to 5 MB into memory from a multipart body. Whatever the upload gets
 * wrong (too large, another field, a broken body) answers a 4xx in the shopper's words, never
 * multer's, and never a 500.
 */
@Injectable()
export class CardImageUploadInterceptor implements NestInterceptor {
  private readonly upload = new SingleImage();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.upload.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(CARD_IMAGE_MESSAGES.tooLarge);
      }
      throw new BadRequestException(CARD_IMAGE_MESSAGES.missing);
    }
  }
}
