import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AccountOrderDetails, AccountOrderSummary } from '@shop/contracts';
import type { Request } from 'express';
import { customerIdOf, SignedInCustomerGuard } from '../../../accounts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { AccountOrderParamsDto } from './account-orders.dto';
import { GetAccountOrder, GetAccountOrders } from './account-orders.query';

/**
 * The signed-in customer's own orders (`/account/order-history`, `/account/order-details/...`):
 * always the session's customer, never an id from the request. A guest gets 401.
 */
@ApiTags('accounts')
@Controller('account/orders')
@UseGuards(SignedInCustomerGuard)
export class AccountOrdersController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The signed-in customer's orders, newest first." })
  @ApiData('AccountOrderSummary', { isArray: true })
  list(@Req() request: Request): Promise<AccountOrderSummary[]> {
    return this.queries.execute(new GetAccountOrders(customerIdOf(request)));
  }

  @Get(':orderNumber')
  @ApiOperation({ summary: "One of the signed-in customer's orders in full (else 404)." })
  @ApiData('AccountOrderDetails')
  one(
    @Param() params: AccountOrderParamsDto,
    @Req() request: Request,
  ): Promise<AccountOrderDetails> {
    return this.queries.execute(new GetAccountOrder(customerIdOf(request), params.orderNumber));
  }
}
