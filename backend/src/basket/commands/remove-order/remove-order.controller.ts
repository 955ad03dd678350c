import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { ApiData, ApiRequestBody } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetCheckout } from '../../queries/get-checkout/get-checkout.query';
import { commandContextOf } from '../command-context';
import { RemoveOrder } from './remove-order.command';
import { RemoveOrderDto } from './remove-order.dto';

@ApiTags('basket')
@Controller('checkout')
export class RemoveOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** `POST /api/checkout/remove`: removes one of this session's orders; answers the new state. */
  @Post('remove')
  @HttpCode(200)
  @ApiOperation({
    summary: "Takes an order out of this session's basket and answers the new checkout state.",
  })
  @ApiRequestBody('RemoveOrderRequest')
  @ApiData('CheckoutState')
  async remove(@Body() body: RemoveOrderDto, @Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new RemoveOrder(body.orderId, commandContextOf(request)));
    return this.queries.execute(new GetCheckout(request.shopSession!));
  }
}
