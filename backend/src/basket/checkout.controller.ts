import { Controller, Get, Req } from '@nestjs/common';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../platform/http/api-answer';
import { basketStreamOf } from './basket-stream';
import { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';

@Controller('checkout')
export class CheckoutController {
  constructor(private readonly checkoutState: CheckoutStateQueries) {}

  /** `GET /api/checkout/get`: this session's checkout state (spec 000 §3). */
  @Get('get')
  get(@Req() request: Request): Promise<CheckoutState> {
    return this.checkoutState.forStream(basketStreamOf(request.shopSession!));
  }

  /** `GET /api/checkout/get-with-redirect`: as `get`, but an empty basket sends the shopper home. */
  @Get('get-with-redirect')
  async getWithRedirect(@Req() request: Request): Promise<ApiAnswer<CheckoutState>> {
    const state = await this.checkoutState.forStream(basketStreamOf(request.shopSession!));
    return state.purchase.orders.length === 0
      ? new ApiAnswer(state, { redirectUrl: '/' })
      : new ApiAnswer(state);
  }
}
