import { Query } from '@nestjs/cqrs';
import type { ProductBySlugResponse, ProductSlugParams } from '@shop/contracts';

/** A product page by its slug. */
export class ProductBySlug extends Query<ProductBySlugResponse> {
  constructor(readonly params: ProductSlugParams) {
    super();
  }
}
