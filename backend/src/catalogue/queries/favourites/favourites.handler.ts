import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FavouriteProduct } from '@shop/contracts';
import { CatalogueService } from '../../catalogue.service';
import { favouriteProducts } from '../../domain/favourites';
import { Favourites } from './favourites.query';

@QueryHandler(Favourites)
export class FavouritesHandler implements IQueryHandler<Favourites> {
  constructor(private readonly catalogue: CatalogueService) {}

  async execute({ ids }: Favourites): Promise<FavouriteProduct[]> {
    return favouriteProducts(await this.catalogue.snapshot(), ids);
  }
}
