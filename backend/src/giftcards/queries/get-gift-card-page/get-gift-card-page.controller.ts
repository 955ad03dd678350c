import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { GiftCardPageResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GiftCardPageParamsDto } from './get-gift-card-page.dto';
import { GetGiftCardPage } from './get-gift-card-page.query';

@ApiTags('gift cards')
@Controller('gift-card')
export class GetGiftCardPageController {
  constructor(private readonly queries: QueryBus) {}

  /** `GET /api/gift-card/{orderId}/{code}`: the card's page, for whoever holds both. */
  @Get(':orderId/:code')
  @ApiOperation({ summary: 'Answers a gift card as its recipient sees it.' })
  @ApiParam({
    name: 'orderId',
    description: 'The number of the order that bought the card (`P` + 7 digits).',
    schema: { type: 'string' },
  })
  @ApiParam({ name: 'code', description: "The card's code.", schema: { type: 'string' } })
  @ApiData('GiftCardPageResponse')
  page(@Param() params: GiftCardPageParamsDto): Promise<GiftCardPageResponse> {
    return this.queries.execute(new GetGiftCardPage({ ...params }));
  }
}
