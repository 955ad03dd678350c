import { Query } from '@nestjs/cqrs';
import type { PotAddon, ProductExtrasParams } from '@shop/contracts';

/** The pots a customisable product can be planted in. */
export class ProductExtras extends Query<PotAddon[]> {
  constructor(readonly params: ProductExtrasParams) {
    super();
  }
}
