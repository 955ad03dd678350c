import type { PaymentOutcome } from '../../payments/payment-provider';

/**
 * How long a stale attempt the provider holds at 3-D Secure (`requires_action`) is left to the
 * shopper's bank before it is cancelled at the provider. Stripe never expires such a
 * PaymentIntent on its own, and issuers time a challenge out within minutes, so an hour leaves a
 * shopper finishing late every chance (the webhook places it) while no basket stays locked for
 * good.
 */
export const REQUIRES_ACTION_EXPIRY_MS = 60 * 60 * 1000;

/** What the reconciler does with a stale open attempt. */
export type OpenAttemptDecision =
  /** The money is taken (or nothing was to be charged): place the basket. */
  | 'place'
  /** Nothing was taken, nor can be: end the attempt and tell the buyer. */
  | 'decline'
  /** At the shopper's bank, and not for too long: leave it to them and the webhook. */
  | 'wait'
  /** At the shopper's bank for too long: cancel it at the provider, then act on the answer. */
  | 'cancel';

/**
 * Decides on an attempt older than the stale threshold from what the provider says of it
 * (`null`: the provider never saw it, so nothing was charged). Pure, so each branch is pinned by
 * its spec. An attempt with nothing to charge (`amount` 0: a gift card, points or a code paid it
 * all) never reached the provider and is placed.
 */
export function decideOpenAttempt(
  amount: number,
  known: PaymentOutcome | null,
  ageMs: number,
): OpenAttemptDecision {
  if (amount === 0) return 'place';
  if (known === null) return 'decline';
  switch (known.status) {
    case 'succeeded':
      return 'place';
    case 'requires_action':
      return ageMs >= REQUIRES_ACTION_EXPIRY_MS ? 'cancel' : 'wait';
    case 'declined':
    case 'failed':
      return 'decline';
    default: {
      const unknown: never = known;
      throw new Error(`Unknown payment outcome ${JSON.stringify(unknown)}`);
    }
  }
}
