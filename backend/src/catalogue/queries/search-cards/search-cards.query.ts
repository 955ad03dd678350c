import { Query } from '@nestjs/cqrs';
import type { ListingProduct, SearchCardsQuery } from '@shop/contracts';

/** The greetings-card listing: a category's cards matching every filter. */
export class SearchCards extends Query<ListingProduct[]> {
  constructor(readonly query: SearchCardsQuery) {
    super();
  }
}
