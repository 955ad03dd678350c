import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { ListingProduct } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { SearchCardsDto } from './search-cards.dto';
import { SearchCards } from './search-cards.query';

@ApiTags('catalogue')
@Controller('search')
export class SearchCardsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/search/cards?category=&term=&personalised=&attributes=`: the cards listing. */
  @Get('cards')
  @ApiOperation({ summary: "A category's greetings cards matching the filters, by sorting order." })
  @ApiQuery({
    name: 'category',
    description: 'The cards category id',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiQuery({
    name: 'term',
    required: false,
    description: 'Words to match',
    schema: { type: 'string', maxLength: 100 },
  })
  @ApiQuery({
    name: 'personalised',
    required: false,
    description: 'true for personalisable cards only',
    schema: { type: 'boolean' },
  })
  @ApiQuery({
    name: 'attributes',
    required: false,
    description: 'Comma-separated attribute ids a card must all have',
    schema: { type: 'string', pattern: '^\\d{1,9}(,\\d{1,9})*$' },
  })
  @ApiData('ListingProduct', { isArray: true })
  cards(@Query() query: SearchCardsDto): Promise<ListingProduct[]> {
    return this.queryBus.execute(new SearchCards(query));
  }
}
