import { Query } from '@nestjs/cqrs';
import type { FavouriteProduct, FavouritesQuery } from '@shop/contracts';

/** The favourites overlay's products, in the order asked. */
export class Favourites extends Query<FavouriteProduct[]> {
  /** `query.ids` is as the shopper's browser sent it: a repeated `ids` arrives as an array. */
  constructor(readonly query: FavouritesQuery) {
    super();
  }
}
