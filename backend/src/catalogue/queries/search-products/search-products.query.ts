import { Query } from '@nestjs/cqrs';
import type { SearchProductsQuery, SearchSuggestion } from '@shop/contracts';

/** The header's search suggestions: best matches first. */
export class SearchProducts extends Query<SearchSuggestion[]> {
  constructor(readonly query: SearchProductsQuery) {
    super();
  }
}
