import { Module } from '@nestjs/common';
import type Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client';
import { StripePaymentProvider } from './stripe-payment-provider';
import { HandleStripeWebhookHandler } from './webhook/handle-stripe-webhook.handler';
import { StripeWebhookController } from './webhook/stripe-webhook.controller';
import { StripeWebhookEvents } from './webhook/stripe-webhook-events';

/** The Stripe payment provider when Stripe is configured, else null (the test provider's turn). */
export const STRIPE_PAYMENT_PROVIDER = Symbol('StripePaymentProvider');

/**
 * Stripe (`STRIPE_SECRET_KEY` + `STRIPE_WEBHOOK_SECRET`): the payment provider on PaymentIntents
 * and the webhook `POST /api/payment/stripe/webhook`. With Stripe off, the provider is null and
 * the webhook answers 404. The webhook settles payments through the `PAYMENT_OUTCOME_SINK` the
 * orders module provides (looked up at run time, so the orders module can both import this
 * module and provide the sink).
 */
@Module({
  controllers: [StripeWebhookController],
  providers: [
    {
      provide: STRIPE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) =>
        config.stripe ? createStripeClient(config.stripe.secretKey) : null,
    },
    {
      provide: STRIPE_PAYMENT_PROVIDER,
      inject: [STRIPE_CLIENT],
      useFactory: (client: Stripe | null) => (client ? new StripePaymentProvider(client) : null),
    },
    StripeWebhookEvents,
    HandleStripeWebhookHandler,
  ],
  exports: [STRIPE_PAYMENT_PROVIDER],
})
export class StripeModule {}
