/**
 * Errors nobody can act on, kept out of error reports (docs/rules-checkout.md "Roles",
 * docs/rules-storefront.md "Messages"): a message containing 'load failed' in any case (Safari's
 * words for a dropped connection), a 403 answer, and an aborted request. The causes an error
 * carries are looked through too, so a network failure wrapped in the shop's friendly message is
 * still recognised.
 */
export function isIgnoredError(error: unknown): boolean {
  for (let link: unknown = error, depth = 0; link != null && depth < 5; depth++) {
    if (typeof link === 'string') return /load failed/i.test(link);
    if (typeof link !== 'object') return false;
    const { name, message, status, cause } = link as Record<string, unknown>;
    if (name === 'AbortError' || status === 403) return true;
    if (typeof message === 'string' && /load failed/i.test(message)) return true;
    link = cause;
  }
  return false;
}
