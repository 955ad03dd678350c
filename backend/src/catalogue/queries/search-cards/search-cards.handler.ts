import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListingProduct } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { toListingProduct } from '../../domain/catalogue.mapper';
import { SearchCards } from './search-cards.query';

@QueryHandler(SearchCards)
export class SearchCardsHandler implements IQueryHandler<SearchCards> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ query }: SearchCards): Promise<ListingProduct[]> {
    const search = await this.catalogue.search();
    const facts = this.catalogue.deliveryFacts();
    return search
      .searchCards({
        categoryId: query.category,
        term: query.term,
        personalisedOnly: query.personalised,
        attributes: query.attributes?.split(',').map(Number),
      })
      .map((p) => toListingProduct(p, facts));
  }
}
