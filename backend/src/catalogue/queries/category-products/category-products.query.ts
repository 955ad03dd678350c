import { Query } from '@nestjs/cqrs';
import type { CategoryProductsParams, CategoryProductsResponse } from '@shop/contracts';

/** A category's products keyed by id, optionally only those deliverable on a date. */
export class CategoryProducts extends Query<CategoryProductsResponse> {
  constructor(readonly params: CategoryProductsParams) {
    super();
  }
}
