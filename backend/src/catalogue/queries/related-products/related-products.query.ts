import { Query } from '@nestjs/cqrs';
import type { RelatedProduct, RelatedProductsParams } from '@shop/contracts';

/** 'You may also be interested in': a product's related products that can be bought. */
export class RelatedProducts extends Query<RelatedProduct[]> {
  constructor(readonly params: RelatedProductsParams) {
    super();
  }
}
