import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SavedPaymentMethod } from '@shop/contracts';
import type { Request } from 'express';
import { customerIdOf, SignedInCustomerGuard } from '../../../accounts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { GetPaymentMethods } from './payment-methods.query';

/** `GET /api/account/payment-methods`: the signed-in customer's saved cards (may be none). */
@ApiTags('accounts')
@Controller('account/payment-methods')
@UseGuards(SignedInCustomerGuard)
export class PaymentMethodsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'The cards the customer saved with the payment provider (may be none).',
  })
  @ApiData('SavedPaymentMethod', { isArray: true })
  list(@Req() request: Request): Promise<SavedPaymentMethod[]> {
    return this.queries.execute(new GetPaymentMethods(customerIdOf(request)));
  }
}
