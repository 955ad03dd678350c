import {
  Controller,
  Headers,
  HttpCode,
  Inject,
  NotFoundException,
  Post,
  Req,
  type RawBodyRequest,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StripeWebhookAck } from '@shop/contracts';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import { ApiData, ApiRequestBody } from '../../../../platform/http/api-docs/api-docs.decorators';
import { ServerToServer } from '../../../../platform/http/cross-site';
import { HandleStripeWebhook } from './handle-stripe-webhook.command';

@ApiTags('payment')
@Controller('payment/stripe')
export class StripeWebhookController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `POST /api/payment/stripe/webhook`: Stripe's servers report a PaymentIntent's outcome. The
   * body is kept as the exact bytes Stripe signed (platform/http/request-input.ts); 404 when
   * Stripe is not configured.
   */
  @Post('webhook')
  @HttpCode(200)
  @ServerToServer()
  @ApiOperation({
    summary:
      "Stripe's webhook (only when Stripe is configured): payment_intent.succeeded and " +
      'payment_intent.payment_failed settle the payment, once per event id; other events are ' +
      'acknowledged and ignored. A bad or missing signature is refused with a 400.',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true, description: "Stripe's signature" })
  @ApiRequestBody('StripeWebhookEvent')
  @ApiData('StripeWebhookAck')
  receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<StripeWebhookAck> {
    if (!this.config.stripe) throw new NotFoundException();
    return this.commands.execute(
      new HandleStripeWebhook(request.rawBody ?? null, signature?.trim() || null),
    );
  }
}
