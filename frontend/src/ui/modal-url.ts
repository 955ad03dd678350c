/**
 * docs/rules-checkout.md "Modals": an open modal sets `modal=open` in the address; "Constants": it
 * opens ~800 ms late.
 */
export const MODAL_PARAM = 'modal';
export const MODAL_OPEN_VALUE = 'open';
export const MODAL_OPEN_DELAY_MS = 800;

/** `href` (path, search and hash) with `modal=open` set, or removed when `open` is false. */
export function withModalParam(href: string, open: boolean): string {
  const url = new URL(href, 'http://shop.local');
  if (open) url.searchParams.set(MODAL_PARAM, MODAL_OPEN_VALUE);
  else url.searchParams.delete(MODAL_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function hasModalParam(href: string): boolean {
  return new URL(href, 'http://shop.local').searchParams.get(MODAL_PARAM) === MODAL_OPEN_VALUE;
}

/**
 * A page loaded with `modal=open` (a reload or a shared link) has no modal open yet: the address
 * drops the parameter before the router reads it.
 */
export function dropStaleModalParam({ location, history }: Pick<Window, 'location' | 'history'>) {
  const href = `${location.pathname}${location.search}${location.hash}`;
  if (hasModalParam(href)) history.replaceState(history.state, '', withModalParam(href, false));
}
