import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CategoryProductsResponse } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { categoryProducts } from '../../domain/category-listing';
import { CategoryProducts } from './category-products.query';

@QueryHandler(CategoryProducts)
export class CategoryProductsHandler implements IQueryHandler<CategoryProducts> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params }: CategoryProducts): Promise<CategoryProductsResponse> {
    const snapshot = await this.catalogue.snapshot();
    return categoryProducts(snapshot, params, this.catalogue.deliveryFacts());
  }
}
