import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CategoryResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { CATALOGUE_CACHE } from '../cache-control';
import { GetCategory } from './get-category.query';

@ApiTags('catalogue')
@Controller('category')
export class GetCategoryController {
  constructor(private readonly queryBus: QueryBus) {}

  /**
   * `GET /api/category/{slug}`: the category, its filters and its products
   * (docs/rules-storefront.md "Calls").
   */
  @Get(':slug')
  @Header('Cache-Control', CATALOGUE_CACHE)
  @ApiOperation({ summary: 'A category with its filter groups and its products.' })
  @ApiData('CategoryResponse')
  category(@Param('slug') slug: string): Promise<CategoryResponse> {
    return this.queryBus.execute(new GetCategory({ slug }));
  }
}
