import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProductTab } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { productTabs } from '../../domain/product-page';
import { ProductTabs } from './product-tabs.query';

@QueryHandler(ProductTabs)
export class ProductTabsHandler implements IQueryHandler<ProductTabs> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params }: ProductTabs): Promise<ProductTab[]> {
    return productTabs(await this.catalogue.snapshot(), params.productId);
  }
}
