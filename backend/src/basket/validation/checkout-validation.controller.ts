import { BadRequestException, Controller, Get, Param, Req } from '@nestjs/common';
import type { OrderValidationResponse } from '@shop/contracts';
import type { Request } from 'express';
import { Clock } from '../../platform/clock/clock';
import { DomainError } from '../../platform/domain-error';
import { basketStreamOf } from '../basket-stream';
import { BASKET_MESSAGES } from '../domain/basket.messages';
import { CheckoutStateQueries } from '../projections/checkout-state/checkout-state.queries';
import { validateOrder } from './order-validation';

export const BAD_ORDER_INDEX = 'Sorry, that order number is not valid.';

/**
 * The 1-based position of an order in the basket, from the path as typed; else 400. Read from
 * the raw string on purpose: a `number` parameter is coerced by the global ValidationPipe first,
 * which would let '01', '1e0' or '0x1' through as 1.
 */
export function parseOrderIndex(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new BadRequestException(BAD_ORDER_INDEX);
  return Number(value);
}

@Controller('checkout')
export class CheckoutValidationController {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/checkout/validate/{orderIndex}` (spec 000 §7): what stops this session's order
   * going to payment. Only the session's own basket is read, so another shopper's order is
   * simply not there (404).
   */
  @Get('validate/:orderIndex')
  async validate(
    @Param('orderIndex') rawIndex: string,
    @Req() request: Request,
  ): Promise<OrderValidationResponse> {
    const orderIndex = parseOrderIndex(rawIndex);
    const state = await this.checkoutState.forStream(basketStreamOf(request.shopSession!));
    if (orderIndex > state.purchase.orders.length) {
      throw new DomainError(BASKET_MESSAGES.orderNotFound, 404);
    }
    const orderErrors = validateOrder(state, orderIndex, this.clock.now());
    return { orderIndex, orderErrors, errors: orderErrors.map((error) => error.message) };
  }
}
