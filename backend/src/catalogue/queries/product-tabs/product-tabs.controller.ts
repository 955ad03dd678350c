import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ProductTab } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { CATALOGUE_CACHE } from '../cache-control';
import { ProductTabs } from './product-tabs.query';

@ApiTags('catalogue')
@Controller('product')
export class ProductTabsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/product/tabs/{productId}`. */
  @Get('tabs/:productId')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @ApiOperation({ summary: "The 'Why choose' tabs of a product page." })
  @ApiParam({
    name: 'productId',
    description: 'The product id',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('ProductTab', { isArray: true })
  tabs(@Param('productId', IdPipe) productId: number): Promise<ProductTab[]> {
    return this.queryBus.execute(new ProductTabs({ productId }));
  }
}
