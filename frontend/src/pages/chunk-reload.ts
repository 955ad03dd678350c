/**
 * What browsers say when a lazily loaded page's file has gone, usually because a new release
 * replaced it: Chrome, Firefox and older webpack-style wording, plus Safari's and Vite's own.
 */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|Loading chunk|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Remembers which address was reloaded, so a page whose files are truly missing reloads once. */
export const CHUNK_RELOAD_KEY = 'chunk_reload_href';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_ERROR.test(message);
}

/**
 * True when the page should be reloaded to fetch the current release's files
 * (docs/rules-storefront.md "Not-found and error pages"). Claims the reload for `href`: a second
 * chunk error at the same address answers false.
 */
export function claimChunkReload(error: unknown, href: string): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(CHUNK_RELOAD_KEY) === href) return false;
    storage.setItem(CHUNK_RELOAD_KEY, href);
    return true;
  } catch {
    // Without storage there is no loop guard, so do not reload at all.
    return false;
  }
}
