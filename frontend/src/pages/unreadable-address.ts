/** Half of a UTF-16 surrogate pair, alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A NUL or a lone surrogate: text the shop's API refuses (PostgreSQL cannot hold it). */
const unacceptable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** `%00` as its own escape (never the `00` after a `%25`), decoded so the check above sees it. */
const decodeNul = (path: string) =>
  path.replace(/%[0-9A-F]{2}/gi, (escape) => (escape === '%00' ? '\u0000' : escape));

function holdsUnacceptable(value: unknown): boolean {
  if (typeof value === 'string') return unacceptable(value);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, item]) => unacceptable(key) || holdsUnacceptable(item));
}

/**
 * True when an address's path or query holds a NUL or a lone surrogate. No page is there: its
 * data calls would send the text to the API, which refuses it (a 400), and the page would fail.
 * The router keeps control characters escaped in the path (`%00`) and decodes query values.
 */
export function isUnreadableAddress(location: { pathname: string; search: unknown }): boolean {
  return unacceptable(decodeNul(location.pathname)) || holdsUnacceptable(location.search);
}
