import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { RelatedProduct } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { CATALOGUE_CACHE } from '../cache-control';
import { RelatedProducts } from './related-products.query';

@ApiTags('catalogue')
@Controller('product')
export class RelatedProductsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/product/you-may-also-be-interested-in/{productId}`. */
  @Get('you-may-also-be-interested-in/:productId')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @ApiOperation({ summary: 'The available products related to a product.' })
  @ApiParam({
    name: 'productId',
    description: 'The product id',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('RelatedProduct', { isArray: true })
  related(@Param('productId', IdPipe) productId: number): Promise<RelatedProduct[]> {
    return this.queryBus.execute(new RelatedProducts({ productId }));
  }
}
