import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf, GetCheckout } from '../../../basket';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { RemoveGiftCard } from './remove-gift-card.command';

@ApiTags('payment')
@Controller('payment')
export class RemoveGiftCardController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `POST /api/payment/gift-card/remove`: takes the gift card off; answers the state. */
  @Post('gift-card/remove')
  @HttpCode(200)
  @ApiOperation({ summary: 'Removes the gift card from this basket; answers the checkout state.' })
  @ApiData('CheckoutState')
  async remove(@Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new RemoveGiftCard(commandContextOf(request)));
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
