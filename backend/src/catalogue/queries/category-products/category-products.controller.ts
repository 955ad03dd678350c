import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { CategoryProductsResponse, IsoDate } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { IdPipe, IsoDatePipe } from '../../../platform/http/path-pipes';
import { CategoryProducts } from './category-products.query';

const CATEGORY_ID = {
  name: 'categoryId',
  description: 'The category id',
  schema: { type: 'integer' as const, minimum: 1 },
};

@ApiTags('catalogue')
@Controller('category-products')
export class CategoryProductsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** `GET /api/category-products/{categoryId}`: the category's products keyed by id. */
  @Get(':categoryId')
  @ApiOperation({ summary: "A category's products keyed by product id." })
  @ApiParam(CATEGORY_ID)
  @ApiData('CategoryProductsResponse')
  categoryProducts(
    @Param('categoryId', IdPipe) categoryId: number,
  ): Promise<CategoryProductsResponse> {
    return this.queryBus.execute(new CategoryProducts({ categoryId }));
  }

  /** `GET /api/category-products/{categoryId}/{date}`: only products deliverable on that date. */
  @Get(':categoryId/:date')
  @ApiOperation({ summary: "A category's products that can be delivered on a date." })
  @ApiParam(CATEGORY_ID)
  @ApiParam({
    name: 'date',
    description: 'The delivery date, YYYY-MM-DD',
    schema: { type: 'string', format: 'date' },
  })
  @ApiData('CategoryProductsResponse')
  categoryProductsOn(
    @Param('categoryId', IdPipe) categoryId: number,
    @Param('date', IsoDatePipe) date: IsoDate,
  ): Promise<CategoryProductsResponse> {
    return this.queryBus.execute(new CategoryProducts({ categoryId, date }));
  }
}
