import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ProductByVariantResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { ProductByVariant } from './product-by-variant.query';

@ApiTags('catalogue')
@Controller('product')
export class ProductByVariantController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/product/id/{variantId}`: the product as that variant. */
  @Get('id/:variantId')
  @ApiOperation({ summary: 'A product with the name and prices of one of its variants.' })
  @ApiParam({
    name: 'variantId',
    description: "A variant id (a product's own id reads as its first variant)",
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('ProductByVariantResponse')
  byVariant(@Param('variantId', IdPipe) variantId: number): Promise<ProductByVariantResponse> {
    return this.queryBus.execute(new ProductByVariant({ variantId }));
  }
}
