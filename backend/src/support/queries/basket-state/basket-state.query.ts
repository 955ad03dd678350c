import { Query } from '@nestjs/cqrs';
import type { SupportBasketStateResponse } from '@shop/contracts';

/** Replay: a basket's checkout state at `version` (the current one when absent) and what it changed. */
export class BasketState extends Query<SupportBasketStateResponse> {
  constructor(
    readonly basketId: string,
    readonly version: number | undefined,
  ) {
    super();
  }
}
