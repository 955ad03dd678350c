import { Controller, Get, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf, GetCheckout } from '../../../basket';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { StateChanging } from '../../../platform/http/cross-site';
import { RedeemPoints } from './redeem-points.command';

@ApiTags('posy-points')
@Controller('checkout/posy-points')
export class RedeemPointsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * `GET /api/checkout/posy-points/redeem` (docs/rules-checkout.md "Calls"): answers the new
   * checkout state.
   */
  @Get('redeem')
  @StateChanging()
  @ApiOperation({
    summary:
      "Puts the customer's Posy Points towards the basket: the smaller of their whole points and the whole pounds of its total.",
  })
  @ApiData('CheckoutState')
  async redeem(@Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new RedeemPoints(commandContextOf(request)));
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
