import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PotAddon } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { productExtras } from '../../domain/product-page';
import { ProductExtras } from './product-extras.query';

@QueryHandler(ProductExtras)
export class ProductExtrasHandler implements IQueryHandler<ProductExtras> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params }: ProductExtras): Promise<PotAddon[]> {
    return productExtras(await this.catalogue.snapshot(), params.productId, params.attributeId);
  }
}
