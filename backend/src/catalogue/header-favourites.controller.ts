import { BadRequestException, Controller, Get, Header, Query } from '@nestjs/common';
import type { FavouriteProduct, HeaderInfo } from '@shop/contracts';
import { toFavourite } from './catalogue.mapper';
import { CatalogueService } from './catalogue.service';

const MAX_FAVOURITES = 100;
export const BAD_FAVOURITE_IDS = 'Favourites must be a comma-separated list of product numbers.';

/** Parses `ids=3,17,42` (spec 001 §7 favourites); duplicates are dropped, order kept. */
export function parseFavouriteIds(raw: unknown): number[] {
  if (raw === undefined || raw === '') return [];
  if (typeof raw !== 'string' || !/^[1-9]\d{0,8}(,[1-9]\d{0,8})*$/.test(raw)) {
    throw new BadRequestException(BAD_FAVOURITE_IDS);
  }
  const ids = [...new Set(raw.split(',').map(Number))];
  if (ids.length > MAX_FAVOURITES) throw new BadRequestException(BAD_FAVOURITE_IDS);
  return ids;
}

@Controller()
export class HeaderFavouritesController {
  constructor(private readonly catalogue: CatalogueService) {}

  /** `GET /api/landing-page/header`: the header's 'Earliest available delivery' date. */
  @Get('landing-page/header')
  @Header('Cache-Control', 'public, max-age=300')
  header(): HeaderInfo {
    return { earliestDeliveryDate: this.catalogue.earliestOverall() };
  }

  /** `GET /api/favourites?ids=…`: the favourites overlay's products, in the order asked. */
  @Get('favourites')
  @Header('Cache-Control', 'public, max-age=300')
  async favourites(@Query('ids') ids: unknown): Promise<FavouriteProduct[]> {
    const snapshot = await this.catalogue.snapshot();
    return parseFavouriteIds(ids)
      .map((id) => snapshot.productsById.get(id))
      .map((product) => (product ? toFavourite(product) : null))
      .filter((favourite): favourite is FavouriteProduct => favourite !== null);
  }
}
