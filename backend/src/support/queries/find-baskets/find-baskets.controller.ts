import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { SupportBasketSearchResponse } from '@shop/contracts';
import { SupportStaffGuard } from '../staff/support-staff.guard';
import { BasketSearchQuery } from './basket-search.dto';
import { BasketSearchQueries } from './basket-search.queries';

/** `GET /api/support/baskets?query=`: find a basket. */
@Controller('support/baskets')
@UseGuards(SupportStaffGuard)
export class BasketSearchController {
  constructor(private readonly search: BasketSearchQueries) {}

  @Get()
  async find(@Query() query: BasketSearchQuery): Promise<SupportBasketSearchResponse> {
    return { baskets: await this.search.find(query.query) };
  }
}
