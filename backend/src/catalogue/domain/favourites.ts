import type { FavouriteProduct } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { CatalogueSnapshot } from '../entities/catalogue-snapshot';
import { toFavourite } from './catalogue.mapper';

const MAX_FAVOURITES = 100;
export const BAD_FAVOURITE_IDS = 'Favourites must be a comma-separated list of product numbers.';

/** Parses `ids=3,17,42` (docs/rules-storefront.md "Calls"); duplicates are dropped, order kept. */
export function parseFavouriteIds(raw: unknown): number[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/.test(raw)) {
    throw new DomainError(BAD_FAVOURITE_IDS, 400);
  }
  const ids = [...new Set(raw.split(',').map(Number))];
  if (ids.length > MAX_FAVOURITES) throw new DomainError(BAD_FAVOURITE_IDS, 400);
  return ids;
}

/** The favourites overlay's products, in the order asked; unknown ids and gift cards are skipped. */
export function favouriteProducts(snapshot: CatalogueSnapshot, ids: number[]): FavouriteProduct[] {
  return ids
    .map((id) => snapshot.productsById.get(id))
    .map((product) => (product ? toFavourite(product) : null))
    .filter((favourite): favourite is FavouriteProduct => favourite !== null);
}
