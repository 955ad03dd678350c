import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { EditDeliveryResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { GetEditDelivery } from './get-edit-delivery.query';

@ApiTags('basket')
@Controller('checkout')
export class GetEditDeliveryController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/checkout/{index}/edit-delivery`: what the Change Delivery modal needs. */
  @Get(':index/edit-delivery')
  @ApiOperation({
    summary: "Answers what the Change Delivery modal edits for one of the session's orders.",
  })
  @ApiParam({
    name: 'index',
    description: '1-based position of the order in the basket.',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('EditDeliveryResponse')
  editDelivery(
    @Param('index', IdPipe) index: number,
    @Req() request: Request,
  ): Promise<EditDeliveryResponse> {
    return this.queries.execute(new GetEditDelivery(request.shopSession!, index));
  }
}
