import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CARD_IMAGE_TYPES } from '@shop/contracts';
import type { Request, Response } from 'express';
import { ApiFileAnswer } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetCardImage } from './get-card-image.query';

/** A photo never changes under its id; only the uploading browser may keep it. */
const PRIVATE_FOR_A_YEAR = 'private, max-age=31536000, immutable';

@ApiTags('basket')
@Controller('card-images')
export class GetCardImageController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/card-images/{id}`: a personalised card's photo, for the session that uploaded it. */
  @Get(':id')
  @ApiOperation({ summary: 'Sends a personalised card photo to the session that uploaded it.' })
  @ApiFileAnswer([...CARD_IMAGE_TYPES], 'The photo as kept: re-encoded as a JPEG at print size.')
  async image(
    @Param('id') id: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const image = await this.queries.execute(new GetCardImage(request.shopSession!, id));
    response.setHeader('Cache-Control', PRIVATE_FOR_A_YEAR);
    response.setHeader('Vary', 'Cookie');
    response.type(image.contentType).send(image.bytes);
  }
}
