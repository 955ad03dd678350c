import { Query } from '@nestjs/cqrs';
import type { ProductByVariantParams, ProductByVariantResponse } from '@shop/contracts';

/** A product seen as one of its variants. */
export class ProductByVariant extends Query<ProductByVariantResponse> {
  constructor(readonly params: ProductByVariantParams) {
    super();
  }
}
