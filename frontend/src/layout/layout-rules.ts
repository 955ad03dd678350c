/** `pathname` without trailing slashes, so `/checkout/` and `/checkout` are one page. */
function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * True on the checkout pages, where the header, trust strip, app banner and footer give way to the
 * slim checkout header (docs/rules-storefront.md "Layout rules"): `/checkout`, anything under
 * `/checkout/`, and `/payment`. Matched by whole path segment, so `/payments-info` keeps the full
 * layout.
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

/** Single fluid pages: only the page itself, not the paths under it (`/search/x` is not fluid). */
const FLUID_PAGES = new Set([
  '/',
  '/hamper-delivery',
  '/greetings-cards',
  '/corporate-gifts',
  '/search',
]);

/** Fluid sections: the section's own page and every page under it. */
const FLUID_SECTIONS = ['/journal', '/florists-choice'];

/**
 * True on the pages with the fluid-width layout (docs/rules-storefront.md "Layout rules"): their
 * `<main>` grows past the usual 1200px column (up to `--content-fluid-max`) so product grids use a
 * wide screen. Those are home, the landing pages `/hamper-delivery` and `/greetings-cards`, every
 * `/category/…`, the journal (`/journal` and its posts), the checkout pages (see `isCheckoutPath`),
 * `/corporate-gifts`, the search results and `/florists-choice` with the pages under it. Matched by
 * whole path segment, so `/journalism` or `/payments` keep the usual width.
 */
export function isFluidPath(pathname: string): boolean {
  const path = trimmed(pathname);
  return (
    FLUID_PAGES.has(path) ||
    path.startsWith('/category/') ||
    FLUID_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`)) ||
    isCheckoutPath(path)
  );
}
