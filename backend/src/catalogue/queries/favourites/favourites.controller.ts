import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FavouriteProduct, FavouritesQuery } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CATALOGUE_CACHE } from '../cache-control';
import { Favourites } from './favourites.query';

@ApiTags('catalogue')
@Controller('favourites')
export class FavouritesController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/favourites?ids=…`: the favourites overlay's products, in the order asked. */
  @Get()
  @Header('Cache-Control', CATALOGUE_CACHE)
  @ApiOperation({ summary: "The favourites overlay's products, in the order asked." })
  @ApiQuery({
    name: 'ids',
    required: false,
    description: 'Comma-separated product ids, at most 100',
    schema: { type: 'string', pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8})*$' },
  })
  @ApiData('FavouriteProduct', { isArray: true })
  favourites(@Query('ids') ids: FavouritesQuery['ids']): Promise<FavouriteProduct[]> {
    return this.queryBus.execute(new Favourites({ ids }));
  }
}
