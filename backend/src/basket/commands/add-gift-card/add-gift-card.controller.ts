import { Body, Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AddToBasketResponse } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { commandContextOf } from '../command-context';
import { AddGiftCard } from './add-gift-card.command';
import { AddGiftCardDto } from './add-gift-card.dto';

/**
 * Adding a gift card: answers the list of error messages, empty on success
 * (docs/rules-storefront.md "Calls").
 */
@ApiTags('basket')
@Controller('product/add')
export class AddGiftCardController {
  constructor(private readonly commands: CommandBus) {}

  @Post('gift-card')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Puts a gift card of the chosen amount in the basket and answers any refusal.',
  })
  @ApiHeader({
    name: 'idempotency-key',
    required: false,
    description:
      'Names the add, so a retried request adds the gift card once (8 to 200 characters).',
  })
  @ApiRequestBody('AddGiftCardRequest')
  @ApiData('AddToBasketResponse')
  addGiftCard(
    @Body() body: AddGiftCardDto,
    @Req() request: Request,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<AddToBasketResponse> {
    return this.commands.execute(new AddGiftCard(body, commandContextOf(request), idempotencyKey));
  }
}
