import type { PipeTransform } from '@nestjs/common';
import type { FavouritesQuery } from '@shop/contracts';
import { parseFavouriteIds } from '../../domain/favourites';

/**
 * `?ids=3,17,42` as product ids. Typed loosely on the way in: a repeated `ids` arrives as an
 * array, which is refused like any other malformed list.
 */
export class FavouriteIdsPipe implements PipeTransform<FavouritesQuery['ids'] | unknown, number[]> {
  transform(value: unknown): number[] {
    return parseFavouriteIds(value);
  }
}
