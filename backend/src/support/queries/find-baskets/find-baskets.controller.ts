import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SupportBasketSearchResponse } from '@shop/contracts';
import { ApiData, contractRef } from '../../../platform/http/api-docs/api-docs.decorators';
import { SupportStaffGuard } from '../../staff/support-staff.guard';
import { FindBasketsDto } from './find-baskets.dto';
import { FindBaskets } from './find-baskets.query';

@ApiTags('support')
@ApiCookieAuth()
@Controller('support/baskets')
@UseGuards(SupportStaffGuard)
export class FindBasketsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Finds baskets by basket id, session id, order number or email.' })
  @ApiQuery({
    name: 'SupportBasketSearchQuery',
    required: true,
    style: 'form',
    explode: true,
    schema: contractRef('SupportBasketSearchQuery'),
  })
  @ApiData('SupportBasketSearchResponse')
  find(@Query() query: FindBasketsDto): Promise<SupportBasketSearchResponse> {
    return this.queries.execute(new FindBaskets(query.query));
  }
}
