import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CheckoutAddonsResponse } from '@shop/contracts';
import { CatalogueService } from '../../../catalogue';
import { basketStreamOf } from '../../domain/basket-stream';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { GetCheckoutAddons } from './get-checkout-addons.query';
import { offeredExtras } from './offered-extras';

@QueryHandler(GetCheckoutAddons)
export class GetCheckoutAddonsHandler implements IQueryHandler<GetCheckoutAddons> {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  /** Only the session's own basket is read. */
  async execute({ session, orderIndex }: GetCheckoutAddons): Promise<CheckoutAddonsResponse> {
    const order = await this.checkoutState.orderAt(basketStreamOf(session), orderIndex);
    return offeredExtras(order, await this.catalogue.snapshot());
  }
}
