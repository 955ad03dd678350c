import { Controller, Get, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PointsResponse } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf } from '../../../basket';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetCheckoutPoints } from './get-checkout-points.query';

@ApiTags('posy-points')
@Controller('checkout/posy-points')
export class GetCheckoutPointsController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/checkout/posy-points/get` (docs/rules-checkout.md "Calls"): {total, redeemable}. */
  @Get('get')
  @ApiOperation({
    summary: "The signed-in customer's Posy Points and how many their basket can take.",
  })
  @ApiData('PointsResponse')
  get(@Req() request: Request): Promise<PointsResponse> {
    return this.queries.execute(new GetCheckoutPoints(commandContextOf(request)));
  }
}
