import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { SearchSuggestion } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { toSuggestion } from '../../domain/catalogue.mapper';
import { SearchProducts } from './search-products.query';

/** Four suggestions unless the caller asks for more. */
const DEFAULT_LIMIT = 4;

@QueryHandler(SearchProducts)
export class SearchProductsHandler implements IQueryHandler<SearchProducts> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ query }: SearchProducts): Promise<SearchSuggestion[]> {
    const search = await this.catalogue.search();
    return search.searchProducts(query.term, query.limit ?? DEFAULT_LIMIT).map(toSuggestion);
  }
}
