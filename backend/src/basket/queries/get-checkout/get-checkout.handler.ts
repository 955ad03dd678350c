import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CheckoutState } from '@shop/contracts';
import { basketStreamOf } from '../../domain/basket-stream';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { checkoutAsSeenBy } from '../checkout-as-seen';
import { GetCheckout } from './get-checkout.query';

@QueryHandler(GetCheckout)
export class GetCheckoutHandler implements IQueryHandler<GetCheckout> {
  constructor(private readonly checkoutState: CheckoutStateQueries) {}

  async execute({ session }: GetCheckout): Promise<CheckoutState> {
    return checkoutAsSeenBy(await this.checkoutState.forStream(basketStreamOf(session)), session);
  }
}
