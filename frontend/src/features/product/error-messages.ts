import { NON_OK_MESSAGE } from '../../http/request-messages';

/**
 * What a failed call said, one message per line: the request helper joins an `errors` list with '|'
 * (docs/rules-checkout.md "Calls"), so it is split back here.
 */
export function errorMessages(error: unknown): string[] {
  const message = error instanceof Error ? error.message : '';
  const messages = message
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
  return messages.length > 0 ? messages : [NON_OK_MESSAGE];
}
