import { isRequestError } from '../http/request-error';

/** The words of a failed call: what the server said when it said something. */
export function errorText(error: unknown): string {
  if (isRequestError(error) && error.serverErrors.length > 0) return error.serverErrors[0];
  return error instanceof Error ? error.message : String(error);
}
