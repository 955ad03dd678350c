import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CategoryResponse } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { categoryPage } from '../../domain/category-listing';
import { GetCategory } from './get-category.query';

@QueryHandler(GetCategory)
export class GetCategoryHandler implements IQueryHandler<GetCategory> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params }: GetCategory): Promise<CategoryResponse> {
    const snapshot = await this.catalogue.snapshot();
    return categoryPage(snapshot, params.slug, this.catalogue.deliveryFacts());
  }
}
