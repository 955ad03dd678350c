import { SUPPORT_MESSAGES } from '@shop/contracts';
import { isRequestError } from '../../http/request-error';

/** The console's own words; the server's messages come from SUPPORT_MESSAGES. */
export const STAFF_ONLY_MESSAGE = SUPPORT_MESSAGES.staffOnly;
export const NO_BASKETS_MESSAGE = 'No baskets match that search.';
export const NOTHING_CHANGED_MESSAGE = 'Nothing the shopper could see changed.';

/** What the server said about a failed call; else `fallback`, else the helper's message. */
export function supportErrorMessage(error: unknown, fallback?: string): string {
  if (isRequestError(error) && error.serverErrors.length > 0) return error.serverErrors.join(' ');
  if (fallback) return fallback;
  return error instanceof Error ? error.message : String(error);
}

export function hasStatus(error: unknown, status: number): boolean {
  return isRequestError(error) && error.status === status;
}
