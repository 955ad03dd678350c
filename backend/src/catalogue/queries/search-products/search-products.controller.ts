import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { SearchSuggestion } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { SearchProductsDto } from './search-products.dto';
import { SearchProducts } from './search-products.query';

@ApiTags('catalogue')
@Controller('search')
export class SearchProductsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/search/products?term=`: header suggestions and search results, with prices. */
  @Get('products')
  @ApiOperation({ summary: 'Products matching a search term, best first.' })
  @ApiQuery({
    name: 'term',
    description: 'What the shopper typed',
    schema: { type: 'string', maxLength: 100 },
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    description: 'How many suggestions (default 4)',
    schema: { type: 'integer', minimum: 1, maximum: 48 },
  })
  @ApiData('SearchSuggestion', { isArray: true })
  products(@Query() query: SearchProductsDto): Promise<SearchSuggestion[]> {
    return this.queryBus.execute(new SearchProducts(query));
  }
}
