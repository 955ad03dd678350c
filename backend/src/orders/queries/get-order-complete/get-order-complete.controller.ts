import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OrderCompleteResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetOrderComplete } from './get-order-complete.query';

@ApiTags('orders')
@Controller('order-complete')
export class GetOrderCompleteController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/order-complete`: this session's last placed purchase (404 when none). */
  @Get()
  @ApiOperation({ summary: "Answers this session's last placed purchase." })
  @ApiData('OrderCompleteResponse')
  get(@Req() request: Request): Promise<OrderCompleteResponse> {
    return this.queries.execute(new GetOrderComplete(request.shopSession!));
  }
}
