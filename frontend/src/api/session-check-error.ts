import { isRequestError } from '../http/request-error';

/**
 * The session check's failure (docs/rules-storefront.md "Messages"): a non-OK answer raises its
 * status text and code ('Service Unavailable 503'), `status` kept so a 403 can be left unreported;
 * anything else is passed on as it is.
 */
export function sessionCheckError(error: unknown): unknown {
  return isRequestError(error)
    ? Object.assign(new Error(`${error.statusText || 'HTTP error'} ${error.status}`), {
        status: error.status,
      })
    : error;
}
