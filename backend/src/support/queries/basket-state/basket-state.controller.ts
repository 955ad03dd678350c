import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SupportBasketParams, SupportBasketStateResponse } from '@shop/contracts';
import { ApiData, contractRef } from '../../../platform/http/api-docs/api-docs.decorators';
import { parseBasketId } from '../../domain/basket-id';
import { SupportStaffGuard } from '../../staff/support-staff.guard';
import { BASKET_ID_PARAM } from '../basket-id.param';
import { BasketStateDto } from './basket-state.dto';
import { BasketState } from './basket-state.query';

@ApiTags('support')
@ApiCookieAuth()
@Controller('support/baskets')
@UseGuards(SupportStaffGuard)
export class BasketStateController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/state')
  @ApiOperation({
    summary: 'Replays a basket to a version: its checkout state then and what changed.',
  })
  @ApiParam(BASKET_ID_PARAM)
  @ApiQuery({
    name: 'SupportBasketStateQuery',
    required: false,
    style: 'form',
    explode: true,
    schema: contractRef('SupportBasketStateQuery'),
  })
  @ApiData('SupportBasketStateResponse')
  state(
    @Param('id') id: SupportBasketParams['id'],
    @Query() query: BasketStateDto,
  ): Promise<SupportBasketStateResponse> {
    const version = query.version === undefined ? undefined : Number(query.version);
    return this.queries.execute(new BasketState(parseBasketId(id), version));
  }
}
