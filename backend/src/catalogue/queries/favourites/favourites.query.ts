import { Query } from '@nestjs/cqrs';
import type { FavouriteProduct } from '@shop/contracts';

/** The favourites overlay's products, in the order asked. */
export class Favourites extends Query<FavouriteProduct[]> {
  constructor(readonly ids: number[]) {
    super();
  }
}
