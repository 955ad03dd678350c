import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CardPersonalisationConfigResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { GetCardPersonalisationConfig } from './get-card-personalisation-config.query';

@ApiTags('basket')
@Controller('checkout')
export class GetCardPersonalisationConfigController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/checkout/{index}/card-personalisation/config`: the card's personalisation areas. */
  @Get(':index/card-personalisation/config')
  @ApiOperation({ summary: "Answers whether an order's card can be personalised, and its areas." })
  @ApiParam({
    name: 'index',
    description: '1-based position of the order in the basket.',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('CardPersonalisationConfigResponse')
  personalisation(
    @Param('index', IdPipe) index: number,
    @Req() request: Request,
  ): Promise<CardPersonalisationConfigResponse> {
    return this.queries.execute(new GetCardPersonalisationConfig(request.shopSession!, index));
  }
}
