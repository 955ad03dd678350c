import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { RelatedProduct } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { relatedProducts } from '../../domain/product-page';
import { RelatedProducts } from './related-products.query';

@QueryHandler(RelatedProducts)
export class RelatedProductsHandler implements IQueryHandler<RelatedProducts> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ params }: RelatedProducts): Promise<RelatedProduct[]> {
    return relatedProducts(await this.catalogue.snapshot(), params.productId);
  }
}
