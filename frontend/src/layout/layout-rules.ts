/** `pathname` without trailing slashes, so `/checkout/` and `/checkout` are one page. */
function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * True on the checkout pages, where the header, trust strip, app banner and footer give way to
 * the slim checkout header (spec 001 §2.10): `/checkout`, anything under `/checkout/`, and
 * `/payment`. Matched by whole path segment, so `/payments-info` keeps the full layout.
 */
export function isCheckoutPath(pathname: string): boolean {
  const path = trimmed(pathname);
  return path === '/checkout' || path.startsWith('/checkout/') || path === '/payment';
}

/**
 * True on the support console (`/support` and anything under it), which brings its own slim staff
 * frame: no shop header, trust strip, basket panel, app banner or footer. Whole segments only, so
 * a shop page such as `/support-us` keeps the shop layout.
 */
export function isSupportPath(pathname: string): boolean {
  const path = trimmed(pathname);
  return path === '/support' || path.startsWith('/support/');
}
