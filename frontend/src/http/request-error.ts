import { NON_OK_MESSAGE } from './request-messages';

/**
 * A non-OK HTTP answer. The message is always the spec's generic one; `status` lets callers stay
 * quiet about a 403 (docs/rules-checkout.md "Roles"), and `serverErrors` keeps what the envelope
 * said, if anything.
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';

  constructor(
    readonly status: number,
    readonly serverErrors: readonly string[] = [],
    options?: ErrorOptions,
    /** The answer's status text ('Service Unavailable'); empty over HTTP/2. */
    readonly statusText = '',
  ) {
    super(NON_OK_MESSAGE, options);
  }
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
