import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetCheckout } from './get-checkout.query';

@ApiTags('basket')
@Controller('checkout')
export class GetCheckoutController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * `GET /api/checkout/get`: this session's checkout state (docs/rules-checkout.md
   * "Checkout state").
   */
  @Get('get')
  @ApiOperation({ summary: "Answers the checkout state of this session's basket." })
  @ApiData('CheckoutState')
  get(@Req() request: Request): Promise<CheckoutState> {
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
