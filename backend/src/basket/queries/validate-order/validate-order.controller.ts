import { Controller, Get, Param, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { OrderValidationResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { parseOrderIndex } from '../../domain/order-index';
import { ValidateOrder } from './validate-order.query';

@ApiTags('basket')
@Controller('checkout')
export class ValidateOrderController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `GET /api/checkout/validate/{orderIndex}` (docs/rules-checkout.md "Calls"): what stops the
   * order going to payment.
   */
  @Get('validate/:orderIndex')
  @ApiOperation({ summary: "Answers what stops one of the session's orders going to payment." })
  @ApiParam({
    name: 'orderIndex',
    description: '1-based position of the order in the basket.',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('OrderValidationResponse')
  validate(
    @Param('orderIndex') rawIndex: string,
    @Req() request: Request,
  ): Promise<OrderValidationResponse> {
    return this.queries.execute(new ValidateOrder(request.shopSession!, parseOrderIndex(rawIndex)));
  }
}
