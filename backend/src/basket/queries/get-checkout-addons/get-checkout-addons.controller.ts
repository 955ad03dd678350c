import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CheckoutAddonsResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { parseOrderIndex } from '../../domain/order-index';
import { GetCheckoutAddons } from './get-checkout-addons.query';

@ApiTags('basket')
@Controller('checkout')
export class GetCheckoutAddonsController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `GET /api/checkout/{index}/addons`: the addons and pots the order's main product offers,
   * each marked `chosen` when the order has it.
   */
  @Get(':index/addons')
  @ApiOperation({ summary: "Answers the addons and pots an order's main product offers." })
  @ApiParam({
    name: 'index',
    description: '1-based position of the order in the basket.',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('CheckoutAddonsResponse')
  addons(
    @Param('index') rawIndex: string,
    @Req() request: Request,
  ): Promise<CheckoutAddonsResponse> {
    return this.queries.execute(
      new GetCheckoutAddons(request.shopSession!, parseOrderIndex(rawIndex)),
    );
  }
}
