import { SEARCH_TERM_MAX_LENGTH } from '@shop/contracts';

export { SEARCH_TERM_MAX_LENGTH };

/**
 * How many suggestions the header's search box shows (docs/rules-storefront.md "Calls",
 * "Constants").
 */
export const SUGGESTION_COUNT = 4;

/**
 * Suggestions wait until the shopper has paused typing this long (docs/rules-storefront.md
 * "Validation", "Constants").
 */
export const SUGGESTION_DELAY_MS = 300;

/** The most results the search page asks for: the API's upper limit. */
export const SEARCH_RESULTS_LIMIT = 48;

/**
 * The `searchString` query parameter as text. The router reads query values as JSON first, so
 * `?searchString=2024` arrives as a number; anything that is not text or a number is no term.
 */
export function parseSearchString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * What the search page says for a term longer than the shop looks up: only a hand-made address
 * gets here, as the search box takes no more.
 */
export const SEARCH_TOO_LONG_MESSAGE = `Sorry, a search can be at most ${SEARCH_TERM_MAX_LENGTH} characters - try fewer words.`;

/** True when the term is one the search API looks up (longer ones it refuses). */
export const isSearchableLength = (term: string) => term.length <= SEARCH_TERM_MAX_LENGTH;

/** The product page of a search result or suggestion. */
export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
