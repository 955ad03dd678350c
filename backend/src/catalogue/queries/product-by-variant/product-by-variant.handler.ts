import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProductByVariantResponse } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { productByVariant } from '../../domain/product-page';
import { ProductByVariant } from './product-by-variant.query';

@QueryHandler(ProductByVariant)
export class ProductByVariantHandler implements IQueryHandler<ProductByVariant> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params }: ProductByVariant): Promise<ProductByVariantResponse> {
    const snapshot = await this.catalogue.snapshot();
    return productByVariant(snapshot, params.variantId, this.catalogue.deliveryFacts());
  }
}
