import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FavouriteProduct } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { favouriteProducts, parseFavouriteIds } from '../../domain/favourites';
import { Favourites } from './favourites.query';

@QueryHandler(Favourites)
export class FavouritesHandler implements IQueryHandler<Favourites> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ query }: Favourites): Promise<FavouriteProduct[]> {
    const ids = parseFavouriteIds(query.ids);
    return favouriteProducts(await this.catalogue.snapshot(), ids);
  }
}
