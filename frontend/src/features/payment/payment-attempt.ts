import { PAYMENT_MESSAGES } from '@shop/contracts';
import { isRequestError } from '../../http/request-error';

/**
 * One payment attempt: the Idempotency-Key sent with it and what it pays with. Sending the same
 * payment again (a retry after a network failure, a second click) reuses the key, so the server
 * charges once; a refused attempt is over, and the next try is a new attempt with a new key.
 */
export interface PaymentAttempt {
  key: string;
  /** What the attempt pays with: another method or gift card is another attempt. */
  signature: string;
}

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** The attempt to send `signature` with: the open one when it pays the same way, else a new one. */
export function attemptFor(
  open: PaymentAttempt | null,
  signature: string,
  newKey: () => string = newIdempotencyKey,
): PaymentAttempt {
  return open && open.signature === signature ? open : { key: newKey(), signature };
}

/**
 * Whether a failed pay call ended its attempt: the server answered with a refusal (a decline, a
 * failure, a basket not ready). A network failure, a server error or 'please wait' leave it open:
 * the payment may still be going through, and a retry with the same key finds out.
 */
export function endsAttempt(error: unknown): boolean {
  if (!isRequestError(error)) return false;
  if (error.status >= 500) return false;
  return !error.serverErrors.includes(PAYMENT_MESSAGES.inProgress);
}
