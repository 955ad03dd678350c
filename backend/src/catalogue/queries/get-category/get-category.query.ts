import { Query } from '@nestjs/cqrs';
import type { CategoryParams, CategoryResponse } from '@shop/contracts';

/** A category page: the category, its filters and its products. */
export class GetCategory extends Query<CategoryResponse> {
  constructor(readonly params: CategoryParams) {
    super();
  }
}
