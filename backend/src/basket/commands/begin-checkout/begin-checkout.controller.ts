import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetCheckout } from '../../queries/get-checkout/get-checkout.query';
import { commandContextOf } from '../command-context';
import { BeginCheckout } from './begin-checkout.command';

@ApiTags('basket')
@Controller('checkout')
export class BeginCheckoutController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * `POST /api/checkout/begin`: the payment page opened. Recorded once per basket (the analytics
   * feed's `begin_checkout`); an empty basket records nothing. Answers the checkout state.
   */
  @Post('begin')
  @HttpCode(200)
  @ApiOperation({ summary: 'Records that the shopper opened the payment page; answers the state.' })
  @ApiData('CheckoutState')
  async begin(@Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new BeginCheckout(commandContextOf(request)));
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
