import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OrderValidationResponse } from '@shop/contracts';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../platform/domain-error';
import { basketStreamOf } from '../../domain/basket-stream';
import { BASKET_MESSAGES } from '../../domain/basket.messages';
import { validateOrder } from '../../domain/order-validation';
import { CheckoutStateQueries } from '../../projections/checkout-state/checkout-state.queries';
import { ValidateOrder } from './validate-order.query';

@QueryHandler(ValidateOrder)
export class ValidateOrderHandler implements IQueryHandler<ValidateOrder> {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly clock: Clock,
  ) {}

  /** Only the session's own basket is read, so another shopper's order is not there (404). */
  async execute({ session, orderIndex }: ValidateOrder): Promise<OrderValidationResponse> {
    const state = await this.checkoutState.forStream(basketStreamOf(session));
    if (orderIndex > state.purchase.orders.length) {
      throw new DomainError(BASKET_MESSAGES.orderNotFound, 404);
    }
    const orderErrors = validateOrder(state, orderIndex, this.clock.now());
    return { orderIndex, orderErrors, errors: orderErrors.map((error) => error.message) };
  }
}
