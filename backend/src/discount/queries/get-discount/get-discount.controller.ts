import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DiscountState } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf } from '../../../basket';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetDiscount } from './get-discount.query';

@ApiTags('discount')
@Controller('discount')
export class GetDiscountController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `GET /api/discount/get` (docs/rules-checkout.md "Calls"): {code, messages}; no code and no
   * messages when none.
   */
  @Get('get')
  @ApiOperation({ summary: "The basket's discount code and its message." })
  @ApiData('DiscountState')
  get(@Req() request: Request): Promise<DiscountState> {
    return this.queries.execute(new GetDiscount(commandContextOf(request)));
  }
}
