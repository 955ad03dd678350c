/**
 * The payment port: the orders module takes money only through a `PaymentProvider`. Two adapters:
 * the built-in test provider (the default; Stripe's test payment-method tokens) and Stripe
 * (`STRIPE_SECRET_KEY`). Every call carries an idempotency key, so a retry after a crash or a
 * timeout can never charge twice.
 */

export interface CreatePayment {
  /** Ours: one per payment attempt; the provider's idempotency key is derived from it. */
  paymentId: string;
  /** In pence, more than 0. */
  amount: number;
  currency: 'gbp';
  /** The payment-method token from the storefront (`pm_card_visa`, a Stripe `pm_…` id). */
  paymentMethod: string;
  /** Shown on the shopper's statement and in the provider's dashboard. */
  description: string;
  /** The same key for the same attempt, always. */
  idempotencyKey: string;
}

export type PaymentOutcome =
  /** The money is taken. */
  | { status: 'succeeded'; providerPaymentId: string }
  /** The shopper's bank must confirm (3-D Secure): the storefront finishes it with Stripe.js. */
  | { status: 'requires_action'; providerPaymentId: string; clientSecret: string }
  /** The card said no; nothing taken. `message` is the shopper's words (contracts PAYMENT_MESSAGES). */
  | {
      status: 'declined';
      providerPaymentId: string | null;
      reason: 'card_declined' | 'insufficient_funds';
      message: string;
    }
  /** The provider could not take it; nothing taken. */
  | {
      status: 'failed';
      providerPaymentId: string | null;
      reason: 'processing_error';
      message: string;
    };

export interface RefundResult {
  refundId: string;
  amount: number;
}

/** A card the customer saved with the provider (never its number: brand, last 4, expiry). */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface PaymentProvider {
  /** 'test' or 'stripe': recorded on PaymentStarted. */
  readonly name: 'test' | 'stripe';
  /** False for a token this provider cannot take (checked before an attempt begins). */
  acceptsMethod?(method: string): boolean;
  /** Creates and confirms a payment. Called again with the same key, answers the same outcome. */
  createPayment(request: CreatePayment): Promise<PaymentOutcome>;
  /**
   * Where a payment we started stands now (after a crash, or when a webhook says it changed).
   * Null when the provider never saw it (the attempt died before reaching it).
   */
  confirm(paymentId: string): Promise<PaymentOutcome | null>;
  /**
   * Stops a payment left waiting on the shopper (3-D Secure abandoned) so it can never take money
   * later, and answers where it ended: failed once cancelled, succeeded when the shopper finished
   * first. `providerPaymentId` is the provider's id from an earlier outcome.
   */
  cancel(providerPaymentId: string): Promise<PaymentOutcome>;
  /** Gives money back; the same key refunds once. */
  refund(providerPaymentId: string, amount: number, idempotencyKey: string): Promise<RefundResult>;
  /** The cards the shop's customer saved with the provider (`/account/payment-methods`). */
  savedCards(customerId: string): Promise<SavedCard[]>;
}

/** Nest injection token of the configured provider. */
export const PAYMENT_PROVIDER = Symbol('PaymentProvider');
