import { PAYMENT_MESSAGES } from '@shop/contracts';
import type { PaymentOutcome } from '../payment-provider';

/**
 * What Stripe answers, mapped onto the payment port's outcomes. Pure: the adapter and the webhook
 * both use it, and the specs pin every branch. The shopper only ever sees our words
 * (PAYMENT_MESSAGES), never Stripe's text.
 */

/** The part of a Stripe error (or of a PaymentIntent's `last_payment_error`) we decide on. */
export interface StripeFailure {
  /** Stripe's error type: `card_error`, `api_error`, `invalid_request_error`, … (absent for network errors). */
  type?: string | null;
  /** `card_declined`, `processing_error`, `expired_card`, … */
  code?: string | null;
  /** The bank's reason behind a `card_declined`: `insufficient_funds`, `generic_decline`, … */
  decline_code?: string | null;
}

/** The part of a PaymentIntent we decide on (a `Stripe.PaymentIntent` fits). */
export interface PaymentIntentView {
  id: string;
  status: string;
  client_secret: string | null;
  last_payment_error: StripeFailure | null;
}

const failed = (providerPaymentId: string | null): PaymentOutcome => ({
  status: 'failed',
  providerPaymentId,
  reason: 'processing_error',
  message: PAYMENT_MESSAGES.processingError,
});

/**
 * A failure as the shopper hears it. The card said no (`card_error`): insufficient funds, or
 * declined for any other reason (a bank's `processing_error` excepted: that one is ours to retry).
 * Anything else (Stripe unreachable, rate limited, its own fault, our request refused) is a
 * failure to take the payment: nothing taken, try again.
 */
export function outcomeOfFailure(
  failure: StripeFailure | null | undefined,
  providerPaymentId: string | null,
): PaymentOutcome {
  if (failure?.type !== 'card_error' || failure.code === 'processing_error') {
    return failed(providerPaymentId);
  }
  if (failure.decline_code === 'insufficient_funds') {
    return {
      status: 'declined',
      providerPaymentId,
      reason: 'insufficient_funds',
      message: PAYMENT_MESSAGES.insufficientFunds,
    };
  }
  return {
    status: 'declined',
    providerPaymentId,
    reason: 'card_declined',
    message: PAYMENT_MESSAGES.declined,
  };
}

/**
 * Where a PaymentIntent stands, as an outcome:
 * - `succeeded`: the money is taken;
 * - `requires_action` (3-D Secure): not final, the storefront finishes it with Stripe.js and the
 *   webhook settles it;
 * - `processing` (rare for cards: the bank has not answered yet): not final either, and the port
 *   has no "pending" outcome, so it is reported as `requires_action` too and the webhook settles
 *   it. Stripe.js's `handleNextAction` refuses a processing intent: the storefront should read
 *   the intent's status (`stripe.retrievePaymentIntent`) before acting on it;
 * - `requires_payment_method` after an attempt: its `last_payment_error` says declined or failed;
 * - `canceled`, and any state our confirmed, automatically captured intents never stay in
 *   (`requires_confirmation`, `requires_capture`): failed, nothing taken.
 */
export function outcomeOfPaymentIntent(intent: PaymentIntentView): PaymentOutcome {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', providerPaymentId: intent.id };
    case 'requires_action':
    case 'processing':
      return intent.client_secret
        ? {
            status: 'requires_action',
            providerPaymentId: intent.id,
            clientSecret: intent.client_secret,
          }
        : failed(intent.id);
    case 'requires_payment_method':
      return outcomeOfFailure(intent.last_payment_error, intent.id);
    default:
      return failed(intent.id);
  }
}

/** A thrown Stripe error (`StripeCardError`, `StripeConnectionError`, …) or anything else. */
export interface ThrownStripeError {
  /** The class name: `StripeCardError`, `StripeConnectionError`, … */
  type?: string;
  /** Stripe's `type` field of the error answer (`card_error`, …). */
  rawType?: string;
  code?: string;
  decline_code?: string;
  payment_intent?: { id: string };
}

/** What a failed `paymentIntents.create` means for the shopper. */
export function outcomeOfError(error: unknown): PaymentOutcome {
  const thrown = (typeof error === 'object' && error !== null ? error : {}) as ThrownStripeError;
  const isCardError = thrown.type === 'StripeCardError' || thrown.rawType === 'card_error';
  return outcomeOfFailure(
    {
      type: isCardError ? 'card_error' : (thrown.rawType ?? null),
      code: thrown.code ?? null,
      decline_code: thrown.decline_code ?? null,
    },
    thrown.payment_intent?.id ?? null,
  );
}
