/** How many suggestions the header's search box shows (spec 001 §7, §9). */
export const SUGGESTION_COUNT = 4;

/** Suggestions wait until the shopper has paused typing this long (spec 001 §5, §9). */
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

/** The product page of a search result or suggestion. */
export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`;
