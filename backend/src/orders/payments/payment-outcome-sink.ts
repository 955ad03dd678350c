import type { PaymentOutcome } from './payment-provider';

/**
 * Where a payment provider reports an outcome that arrives on its own, after `createPayment` has
 * answered: Stripe's webhook (`payment_intent.succeeded` / `payment_intent.payment_failed`) once
 * the shopper's bank has confirmed (3-D Secure) or refused. The orders module's pay flow
 * implements it: a success places the purchase (BasketPlaced + OrderPlaced), a decline or failure
 * records PaymentDeclined and gives the gift card back.
 *
 * `settle` must be idempotent per payment id: the synchronous pay answer and the webhook can both
 * report the same payment, and a webhook can arrive before the pay request has recorded its
 * answer. It must throw when it could not record the outcome (the webhook then answers 500 and
 * Stripe delivers the event again); a payment id it does not know is not an error (resolve).
 */
export interface PaymentOutcomeSink {
  settle(paymentId: string, outcome: PaymentOutcome): Promise<void>;
}

/** Nest injection token of the sink (the pay flow provides it). */
export const PAYMENT_OUTCOME_SINK = Symbol('PaymentOutcomeSink');
