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
import type { Request } from 'express';
import { finalize, type Observable } from 'rxjs';
import { CardImageIntake } from '../../personalisation/card-image-intake';
import { CARD_IMAGE_RECEIVE_SECONDS } from '../../personalisation/card-image-limits';

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
 * Reads one photo of up to 5 MB into memory from a multipart body, once the instance has room
 * for it (CardImageIntake: refused as busy before the body is read otherwise), and keeps that room
 * until the upload is answered. A body still arriving after CARD_IMAGE_RECEIVE_SECONDS is cut
 * off. Whatever the upload gets wrong (too large, another field, a broken body) answers a 4xx in
 * the shopper's words, never multer's, and never a 500.
 */
@Injectable()
export class CardImageUploadInterceptor implements NestInterceptor {
  private readonly upload = new SingleImage();

  constructor(private readonly intake: CardImageIntake) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const release = this.intake.admit(request.ip ?? '');
    const deadline = setTimeout(() => request.destroy(), CARD_IMAGE_RECEIVE_SECONDS * 1000);
    try {
      const handled = await this.upload.intercept(context, next);
      return handled.pipe(finalize(release));
    } catch (error) {
      release();
      if (error instanceof PayloadTooLargeException) {
        throw new PayloadTooLargeException(CARD_IMAGE_MESSAGES.tooLarge);
      }
      throw new BadRequestException(CARD_IMAGE_MESSAGES.missing);
    } finally {
      clearTimeout(deadline);
    }
  }
}
