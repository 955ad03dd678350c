import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CheckoutState } from '@shop/contracts';
import { basketStreamOf } from '../../domain/basket-stream';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { GetCheckout } from './get-checkout.query';

@QueryHandler(GetCheckout)
export class GetCheckoutHandler implements IQueryHandler<GetCheckout> {
  constructor(private readonly checkoutState: CheckoutStateQueries) {}

  execute({ session }: GetCheckout): Promise<CheckoutState> {
    return this.checkoutState.forStream(basketStreamOf(session));
  }
}
