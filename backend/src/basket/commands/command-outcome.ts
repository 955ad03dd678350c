import { createHash, randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import { DomainError } from '../../platform/domain-error';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,200}$/;
export const BAD_IDEMPOTENCY_KEY =
  'The Idempotency-Key header must be 8 to 200 visible characters.';

/**
 * The id of a new order: derived from the request's Idempotency-Key, so a retried request names
 * the same order and the decider records it once; random when there is no key.
 */
export function orderIdFor(idempotencyKey: string | undefined): string {
  if (idempotencyKey === undefined) return randomUUID();
  if (!IDEMPOTENCY_KEY.test(idempotencyKey)) throw new BadRequestException(BAD_IDEMPOTENCY_KEY);
  return `k-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`;
}

/**
 * The add calls answer a list of error messages, empty on success (docs/rules-checkout.md "Calls",
 * docs/rules-storefront.md "Calls"): a refused rule becomes that list; anything else (bad input,
 * not found) stays an HTTP error.
 */
export async function errorsOf(work: () => Promise<unknown>): Promise<string[]> {
  try {
    await work();
    return [];
  } catch (error) {
    if (error instanceof DomainError && error.status === 422) return [error.message];
    throw error;
  }
}
