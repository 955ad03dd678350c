import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { commandContextOf, GetCheckout } from '../../../basket';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { ApplyGiftCard } from './apply-gift-card.command';
import { ApplyGiftCardDto } from './apply-gift-card.dto';

@ApiTags('payment')
@Controller('payment')
export class ApplyGiftCardController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `POST /api/payment/gift-card`: puts a gift card towards the purchase; answers the state. */
  @Post('gift-card')
  @HttpCode(200)
  @ApiOperation({ summary: 'Applies a gift card to this basket; answers the checkout state.' })
  @ApiRequestBody('ApplyGiftCardRequest')
  @ApiData('CheckoutState')
  async apply(@Body() body: ApplyGiftCardDto, @Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new ApplyGiftCard(body.code, commandContextOf(request)));
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
