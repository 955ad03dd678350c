import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetCheckout } from '../../queries/get-checkout/get-checkout.query';
import { commandContextOf } from '../command-context';
import { orderUpdateCommand } from './order-updates';
import { UpdateOrderDto } from './update-order.dto';

@ApiTags('basket')
@Controller('checkout')
export class UpdateOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * `POST /api/checkout/update` {key, orderIndex, data} (docs/rules-checkout.md "Calls"): `data` is
   * checked by its key's DTO and becomes that key's command; answers the new checkout state.
   */
  @Post('update')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Changes one part of an order, or the buyer's details, and answers the new checkout state.",
  })
  @ApiRequestBody('UpdateOrderRequest')
  @ApiData('CheckoutState')
  async update(@Body() body: UpdateOrderDto, @Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(await orderUpdateCommand(body, commandContextOf(request)));
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
