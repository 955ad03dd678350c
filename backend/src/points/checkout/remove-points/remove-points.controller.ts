import { Controller, Get, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf, GetCheckout } from '../../../basket';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { StateChanging } from '../../../platform/http/cross-site';
import { RemovePoints } from './remove-points.command';

@ApiTags('posy-points')
@Controller('checkout/posy-points')
export class RemovePointsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * `GET /api/checkout/posy-points/remove` (docs/rules-checkout.md "Calls"): answers the new
   * checkout state.
   */
  @Get('remove')
  @StateChanging()
  @ApiOperation({ summary: 'Takes the Posy Points claimed off the basket.' })
  @ApiData('CheckoutState')
  async remove(@Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new RemovePoints(commandContextOf(request)));
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
