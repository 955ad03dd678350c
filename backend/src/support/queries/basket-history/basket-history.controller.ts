import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { SupportBasketEventsResponse, SupportBasketParams } from '@shop/contracts';
import type { Request } from 'express';
import { StateChanging } from '../../../platform/http/cross-site';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { openingOf } from '../../audit/opening-context';
import { parseBasketId } from '../../domain/basket-id';
import { SupportStaffGuard } from '../../staff/support-staff.guard';
import { BASKET_ID_PARAM } from '../basket-id.param';
import { BasketHistory } from './basket-history.query';

/** A basket's history: opening it is audited. */
@ApiTags('support')
@ApiCookieAuth()
@Controller('support/baskets')
@UseGuards(SupportStaffGuard)
export class BasketHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/events')
  // Opening a basket writes an audit entry: like any change, never on a cross-site request.
  @StateChanging()
  @ApiOperation({
    summary: 'Opens a basket: its event history and who opened it, this time included.',
  })
  @ApiParam(BASKET_ID_PARAM)
  @ApiData('SupportBasketEventsResponse')
  events(
    @Param('id') id: SupportBasketParams['id'],
    @Req() request: Request,
  ): Promise<SupportBasketEventsResponse> {
    const basketId = parseBasketId(id);
    const { staff, context } = openingOf(request);
    return this.queries.execute(new BasketHistory(basketId, staff, context));
  }
}
