import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { STRIPE_PAYMENT_PROVIDER } from './stripe/stripe.module';
import { TestPaymentProvider } from './test-payment-provider';

/** Stripe's publishable key for the storefront, null with the test provider. */
export const PAYMENT_PUBLISHABLE_KEY = Symbol('PaymentPublishableKey');

/**
 * The configured payment provider: Stripe when `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`
 * are set (docs/orders-and-payment.md), else the built-in test provider.
 */
export const PAYMENT_PROVIDERS: Provider[] = [
  TestPaymentProvider,
  {
    provide: PAYMENT_PROVIDER,
    inject: [STRIPE_PAYMENT_PROVIDER, TestPaymentProvider],
    useFactory: (stripe: PaymentProvider | null, test: TestPaymentProvider): PaymentProvider =>
      stripe ?? test,
  },
  {
    provide: PAYMENT_PUBLISHABLE_KEY,
    inject: [APP_CONFIG],
    useFactory: (config: AppConfig) => config.stripe?.publishableKey ?? null,
  },
];
