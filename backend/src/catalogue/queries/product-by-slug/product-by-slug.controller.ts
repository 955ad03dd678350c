import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ProductBySlugResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { ProductBySlug } from './product-by-slug.query';

@ApiTags('catalogue')
@Controller('product')
export class ProductBySlugController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/product/slug/{slug}`: no `product` when the slug is unknown (docs/rules-storefront.md
   * "Product page").
   */
  @Get('slug/:slug')
  @ApiOperation({ summary: 'A product page by slug, with its breadcrumb.' })
  @ApiData('ProductBySlugResponse')
  bySlug(@Param('slug') slug: string): Promise<ProductBySlugResponse> {
    return this.queryBus.execute(new ProductBySlug({ slug }));
  }
}
