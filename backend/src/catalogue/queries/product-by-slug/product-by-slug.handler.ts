import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProductBySlugResponse } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { productBySlug } from '../../domain/product-page';
import { ProductBySlug } from './product-by-slug.query';

@QueryHandler(ProductBySlug)
export class ProductBySlugHandler implements IQueryHandler<ProductBySlug> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params }: ProductBySlug): Promise<ProductBySlugResponse> {
    const snapshot = await this.catalogue.snapshot();
    return productBySlug(snapshot, params.slug, this.catalogue.deliveryFacts());
  }
}
