import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { ApiAnswer } from '../platform/http/api-answer';
import { basketStreamOf } from './basket-stream';
import { commandContextOf } from './command-context';
import { RemoveOrderCommand } from './commands/remove-order/remove-order.command';
import { RemoveOrderDto } from './commands/remove-order/remove-order.dto';
import { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';

@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkoutState: CheckoutStateQueries,
    private readonly commands: CommandBus,
  ) {}

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

  /** `POST /api/checkout/remove`: removes one of this session's orders; answers the new state. */
  @Post('remove')
  @HttpCode(200)
  async remove(@Body() body: RemoveOrderDto, @Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new RemoveOrderCommand(body.orderId, commandContextOf(request)));
    return this.checkoutState.forStream(basketStreamOf(request.shopSession!));
  }
}
