import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError } from '../../platform/domain-error';
import { HTTP_MESSAGES } from '../../platform/http/messages';
import { CardImageService } from './card-image.service';

/** A photo never changes under its id; only the uploading browser may keep it. */
const PRIVATE_FOR_A_YEAR = 'private, max-age=31536000, immutable';

@Controller('card-images')
export class CardImagesController {
  constructor(private readonly images: CardImageService) {}

  /**
   * `GET /api/card-images/{id}`: a personalised card's photo, for the session that uploaded it.
   * Any other session (or an unknown id) gets the same 404, so ids reveal nothing.
   */
  @Get(':id')
  async image(
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const image = await this.images.find(request.shopSession!.id, id);
    if (!image) throw new DomainError(HTTP_MESSAGES.notFound, 404);
    response.setHeader('Cache-Control', PRIVATE_FOR_A_YEAR);
    response.setHeader('Vary', 'Cookie');
    response.type(image.contentType).send(image.bytes);
  }
}
