import { Query } from '@nestjs/cqrs';
import type { CatalogueImageParams } from '@shop/contracts';

/** A product, pot or addon picture as SVG markup. */
export class CatalogueImage extends Query<string> {
  constructor(readonly params: CatalogueImageParams) {
    super();
  }
}
