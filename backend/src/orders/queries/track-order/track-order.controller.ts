import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TrackingResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { TrackOrderParams } from './track-order.dto';
import { TrackOrder } from './track-order.query';

@ApiTags('orders')
@Controller('tracking')
export class TrackOrderController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/tracking/{postcode}/{trackingNumber}`: the order's status timeline. */
  @Get(':postcode/:trackingNumber')
  @ApiOperation({ summary: 'Answers where an order is, given its tracking number and postcode.' })
  @ApiData('TrackingResponse')
  track(@Param() params: TrackOrderParams): Promise<TrackingResponse> {
    return this.queries.execute(new TrackOrder(params.postcode, params.trackingNumber));
  }
}
