/**
 * Paying for the basket: `POST /api/payment/pay` with an `Idempotency-Key` header. The test
 * provider (the default) takes Stripe's test payment-method tokens; the card form maps Stripe's
 * documented test card numbers to them.
 */

export const TEST_PAYMENT_METHODS = [
  'pm_card_visa',
  'pm_card_mastercard',
  'pm_card_chargeDeclined',
  'pm_card_chargeDeclinedInsufficientFunds',
  'pm_card_processingError',
] as const;
export type TestPaymentMethod = (typeof TEST_PAYMENT_METHODS)[number];

/** Stripe's documented test card numbers (digits only) and the token each stands for. */
export const TEST_CARD_NUMBERS: Readonly<Record<string, TestPaymentMethod>> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000119': 'pm_card_processingError',
};

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  processingError: 'We could not take the payment. Nothing has been charged; please try again.',
  unknownMethod: 'Please check your card details and try again.',
  cardNeeded: 'Please enter your card details to pay the rest.',
  abandoned: 'This payment was not completed. Nothing has been charged.',
  alreadyPaid: 'This basket has already been paid for.',
  inProgress: 'We are taking your payment - please wait a moment.',
  basketChanged:
    'Your basket changed while you were paying - nothing has been charged. Please check it and pay again.',
  noPaymentInProgress: 'That payment has already finished.',
  /**
   * 503: the provider took the money, or may have, and recording the outcome failed (a lost
   * database connection). The attempt stays open; the reconciler settles it and emails the buyer.
   */
  notConfirmed:
    'We could not confirm your payment yet - please check your email before paying again.',
  emptyBasket: 'Your basket is empty.',
  idempotencyKey: 'Idempotency-Key header is required: a unique id for this payment attempt.',
  notReady: 'Some of your orders need a little more detail before you can pay.',
  noPurchase: "Sorry, we couldn't find a completed purchase for this visit.",
} as const;

/** `POST /api/payment/pay`. */
export interface PayRequest {
  /** A payment-method token: `pm_card_visa` … for the test provider, a Stripe `pm_…` id for Stripe. */
  paymentMethod: string;
  /** Apply this gift card first (the same as `POST /api/payment/gift-card`). */
  giftCardCode?: string;
}

/**
 * A paid purchase answers `status: 'paid'` (with `redirectUrl: '/order-complete'` in the
 * envelope); Stripe asking for the shopper's bank (3-D Secure) answers `requires_action`
 * with the client secret for Stripe.js, and the webhook completes it.
 */
export type PayResponse =
  | { status: 'paid'; purchaseId: string; orderNumbers: string[] }
  | { status: 'requires_action'; paymentId: string; clientSecret: string };

/** `GET /api/payment/config`: which card form the storefront shows. */
export interface PaymentConfigResponse {
  provider: 'test' | 'stripe';
  /** Stripe's publishable key when Stripe is on, else null. */
  publishableKey: string | null;
}
