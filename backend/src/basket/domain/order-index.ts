import { DomainError } from '../../platform/domain-error';

export const BAD_ORDER_INDEX = 'Sorry, that order number is not valid.';

/**
 * The 1-based position of an order in the basket, from the path as typed; else 400. Read from
 * the raw string on purpose: a `number` parameter is coerced by the global ValidationPipe first,
 * which would let '01', '1e0' or '0x1' through as 1.
 */
export function parseOrderIndex(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new DomainError(BAD_ORDER_INDEX, 400);
  return Number(value);
}
