import { Query } from '@nestjs/cqrs';
import type { ProductTab, ProductTabsParams } from '@shop/contracts';

/** The 'Why choose' tabs shown on a product page. */
export class ProductTabs extends Query<ProductTab[]> {
  constructor(readonly params: ProductTabsParams) {
    super();
  }
}
