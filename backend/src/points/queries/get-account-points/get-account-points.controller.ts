import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PointsLedger } from '@shop/contracts';
import type { Request } from 'express';
import { customerIdOf, SignedInCustomerGuard } from '../../../accounts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetAccountPoints } from './get-account-points.query';

/**
 * The signed-in customer's Posy Points (account home): always the session's customer, never
 * an id from the request. A guest gets 401.
 */
@ApiTags('accounts')
@Controller('account/points')
@UseGuards(SignedInCustomerGuard)
export class GetAccountPointsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: "The signed-in customer's Posy Points balance and ledger entries, newest first.",
  })
  @ApiData('PointsLedger')
  points(@Req() request: Request): Promise<PointsLedger> {
    return this.queries.execute(new GetAccountPoints(customerIdOf(request)));
  }
}
