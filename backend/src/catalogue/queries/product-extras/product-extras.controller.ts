import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { PotAddon } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe } from '../../../platform/http/path-pipes';
import { CATALOGUE_CACHE } from '../cache-control';
import { ProductExtras } from './product-extras.query';

@ApiTags('catalogue')
@Controller('product')
export class ProductExtrasController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/product/{productId}/extras/{customisationAttributeId}`: pots (docs/rules-checkout.md
   * "Calls").
   */
  @Get(':productId/extras/:attributeId')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @ApiOperation({ summary: 'The pots offered with a customisable product.' })
  @ApiParam({
    name: 'productId',
    description: 'The product id',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiParam({
    name: 'attributeId',
    description: 'The customisation attribute (435: pots)',
    schema: { type: 'integer', minimum: 1 },
  })
  @ApiData('PotAddon', { isArray: true })
  extras(
    @Param('productId', IdPipe) productId: number,
    @Param('attributeId', IdPipe) attributeId: number,
  ): Promise<PotAddon[]> {
    return this.queryBus.execute(new ProductExtras({ productId, attributeId }));
  }
}
