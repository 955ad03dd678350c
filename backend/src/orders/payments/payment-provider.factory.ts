import type { Provider } from '@nestjs/common';
import { PAYMENT_PROVIDER } from './payment-provider';
import { TestPaymentProvider } from './test-payment-provider';

/** Stripe's publishable key for the storefront, null with the test provider. */
export const PAYMENT_PUBLISHABLE_KEY = Symbol('PaymentPublishableKey');

/**
 * The configured payment provider: the built-in test provider unless Stripe is configured
 * (`STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`, see README "Payments").
 */
export const PAYMENT_PROVIDERS: Provider[] = [
  TestPaymentProvider,
  { provide: PAYMENT_PROVIDER, useExisting: TestPaymentProvider },
  { provide: PAYMENT_PUBLISHABLE_KEY, useValue: null },
];
