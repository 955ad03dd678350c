import { Controller, Param, Post, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CARD_IMAGE_FIELD, type CardImageUploadResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { parseOrderIndex } from '../../domain/order-index';
import {
  CardImageUploadInterceptor,
  type UploadedCardImage,
} from './card-image-upload.interceptor';
import { UploadCardImage } from './upload-card-image.command';

@ApiTags('basket')
@Controller('checkout')
export class UploadCardImageController {
  constructor(private readonly commands: CommandBus) {}

  /**
   * `POST /api/checkout/{index}/card-personalisation/image`, multipart field `image`: keeps a
   * photo for an image area of this session's personalised card and answers where it is served.
   * The area takes the address when the shopper saves the card (update key `message`).
   */
  @Post(':index/card-personalisation/image')
  @UseInterceptors(CardImageUploadInterceptor)
  @ApiOperation({
    summary: "Keeps a photo for a personalised card of one of the session's orders.",
  })
  @ApiParam({
    name: 'index',
    description: '1-based position of the order in the basket.',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    required: true,
    schema: {
      type: 'object',
      required: [CARD_IMAGE_FIELD],
      properties: {
        [CARD_IMAGE_FIELD]: {
          type: 'string',
          format: 'binary',
          description:
            'A JPEG, PNG or WebP photo of up to 5 MB and 50 megapixels; kept re-encoded as a JPEG at print size.',
        },
      },
    },
  })
  @ApiData('CardImageUploadResponse', { status: 201 })
  upload(
    @Param('index') rawIndex: string,
    @UploadedFile() file: UploadedCardImage | undefined,
    @Req() request: Request,
  ): Promise<CardImageUploadResponse> {
    return this.commands.execute(
      new UploadCardImage(request.shopSession!, parseOrderIndex(rawIndex), file, request.ip ?? ''),
    );
  }
}
