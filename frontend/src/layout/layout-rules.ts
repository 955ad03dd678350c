/**
 * True on the checkout pages, where the header, trust strip, app banner and footer give way to
 * the slim checkout header (spec 001 §2.10): `/checkout`, anything under `/checkout/`, and
 * `/payment`. Matched by whole path segment, so `/payments-info` keeps the full layout.
 */
export function isCheckoutPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === '/checkout' || path.startsWith('/checkout/') || path === '/payment';
}
