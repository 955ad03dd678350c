/**
 * `POST /api/payment/stripe/webhook`: Stripe's servers report PaymentIntent changes. The body is
 * Stripe's own event JSON (only when Stripe is configured; otherwise the endpoint is 404), signed
 * in the `Stripe-Signature` header with the webhook secret.
 */

/** The envelope of a Stripe event, as far as the shop reads it (Stripe sends more fields). */
export interface StripeWebhookEvent {
  /** `evt_…`: each event is acted on once, however often Stripe delivers it. */
  id: string;
  /** `payment_intent.succeeded` and `payment_intent.payment_failed` are acted on; others ignored. */
  type: string;
  /** The PaymentIntent the event is about (`data.object`), with our payment id in its metadata. */
  data: { object: Record<string, unknown> };
}

/** The answer Stripe gets. */
export interface StripeWebhookAck {
  eventId: string;
  /**
   * `settled`: the outcome was handed to the pay flow; `duplicate`: this event was settled
   * before, nothing done; `ignored`: not a payment event of ours.
   */
  result: 'settled' | 'duplicate' | 'ignored';
}

export const STRIPE_WEBHOOK_MESSAGES = {
  badSignature: 'The Stripe signature of this event could not be verified.',
  inProgress: 'This event is being handled already; deliver it again later.',
} as const;
