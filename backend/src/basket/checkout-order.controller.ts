import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { DEFAULT_PERSONALISATION, type CheckoutOrder, type CheckoutState } from '@shop/contracts';
import type { Request } from 'express';
import { IdPipe } from '../platform/http/path-pipes';
import { CatalogueService } from '../catalogue';
import { basketStreamOf } from './basket-stream';
import { commandContextOf } from './command-context';
import { UpdateOrderCommand } from './commands/update-order/update-order.command';
import { UpdateOrderDto } from './commands/update-order/update-order.dto';
import { CheckoutStateQueries } from './projections/checkout-state/checkout-state.queries';

@Controller('checkout')
export class CheckoutOrderController {
  constructor(
    private readonly commands: CommandBus,
    private readonly checkoutState: CheckoutStateQueries,
    private readonly catalogue: CatalogueService,
  ) {}

  /** `POST /api/checkout/update` {key, orderIndex, data}: answers the new checkout state. */
  @Post('update')
  @HttpCode(200)
  async update(@Body() body: UpdateOrderDto, @Req() request: Request): Promise<CheckoutState> {
    await this.commands.execute(new UpdateOrderCommand(body, commandContextOf(request)));
    return this.checkoutState.forStream(basketStreamOf(request.shopSession!));
  }

  /** `GET /api/checkout/{index}/edit-delivery`: what the Change Delivery modal needs. */
  @Get(':index/edit-delivery')
  async editDelivery(@Param('index', IdPipe) index: number, @Req() request: Request) {
    const order = await this.order(request, index);
    const product = (await this.catalogue.snapshot()).productsById.get(
      order.orderItems[0].product.id,
    );
    return {
      order,
      productId: order.orderItems[0].product.id,
      delivery: { date: order.orderDelivery.date, methodId: order.orderDelivery.methodId },
      isAvailableProduct: Boolean(product?.available),
    };
  }

  /** `GET /api/checkout/{index}/card-personalisation/config`: the card's personalisation areas. */
  @Get(':index/card-personalisation/config')
  async personalisation(@Param('index', IdPipe) index: number, @Req() request: Request) {
    const order = await this.order(request, index);
    const main = order.orderItems[0];
    const product = (await this.catalogue.snapshot()).productsById.get(main.product.id);
    const holder = order.orderItems.find((item) => item.card) ?? main;
    const isPersonalisable = Boolean(product?.isPersonalisable);
    return {
      product: {
        id: main.product.id,
        name: main.product.name,
        isPersonalisable,
        configuration:
          holder.orderItemPersonalisationConfiguration ??
          (isPersonalisable ? DEFAULT_PERSONALISATION : null),
      },
    };
  }

  private order(request: Request, index: number): Promise<CheckoutOrder> {
    return this.checkoutState.orderAt(basketStreamOf(request.shopSession!), index);
  }
}
