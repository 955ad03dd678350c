import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { basketStreamOf } from '../../domain/basket-stream';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { checkoutAsSeenBy } from '../checkout-as-seen';
import {
  GetCheckoutWithRedirect,
  type CheckoutWithRedirect,
} from './get-checkout-with-redirect.query';

@QueryHandler(GetCheckoutWithRedirect)
export class GetCheckoutWithRedirectHandler implements IQueryHandler<GetCheckoutWithRedirect> {
  constructor(private readonly checkoutState: CheckoutStateQueries) {}

  async execute({ session }: GetCheckoutWithRedirect): Promise<CheckoutWithRedirect> {
    const checkout = checkoutAsSeenBy(
      await this.checkoutState.forStream(basketStreamOf(session)),
      session,
    );
    return { checkout, redirectUrl: checkout.purchase.orders.length === 0 ? '/' : null };
  }
}
