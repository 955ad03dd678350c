import { SUPPORT_MESSAGES } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';

/** A basket's stream id: `basket-` and the session id it belongs to. */
export const BASKET_ID = /^basket-[A-Za-z0-9_.:-]{1,193}$/;

export const isBasketId = (value: string): boolean => BASKET_ID.test(value);

/** The basket id from a URL, or a 400 when it cannot be one. */
export function parseBasketId(value: string): string {
  if (!isBasketId(value)) throw new DomainError(SUPPORT_MESSAGES.badBasketId, 400);
  return value;
}
