/**
 * The one error type domain code throws for a broken business rule. It carries the message the
 * shopper sees (word for word from the spec) and the 4xx status the HTTP layer answers with.
 * Pure: no framework imports, so deciders can throw it.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 402 | 403 | 404 | 409 | 410 | 422 | 429 = 422,
    /** Each problem behind the message, answered as the envelope's `errors` after it. */
    readonly details: readonly string[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
