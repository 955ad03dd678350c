import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaymentConfigResponse } from '@shop/contracts';
import { ApiData } from '../../../platform/http/api-docs/api-docs.decorators';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../../payments/payment-provider';
import { PAYMENT_PUBLISHABLE_KEY } from '../../payments/payment-provider.factory';

@ApiTags('payment')
@Controller('payment')
export class GetPaymentConfigController {
  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    @Inject(PAYMENT_PUBLISHABLE_KEY) private readonly publishableKey: string | null,
  ) {}

  /** `GET /api/payment/config`: which card form the payment page shows. */
  @Get('config')
  @ApiOperation({ summary: 'Answers which payment provider takes cards, for the card form.' })
  @ApiData('PaymentConfigResponse')
  config(): PaymentConfigResponse {
    return { provider: this.provider.name, publishableKey: this.publishableKey };
  }
}
