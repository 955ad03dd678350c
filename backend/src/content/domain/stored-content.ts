import { sanitiseModuleHtml } from './content-html';
import { isSitePath } from './site-links';

/** Keys whose string values are addresses: links (`url`) and pictures (`src`). */
const ADDRESS_KEYS = new Set(['url', 'src']);

/**
 * A module's content made safe to store, on the way in: every `html` string sanitised, every
 * `url` and `src` checked to be a path on this site (anything else, such as `javascript:` or
 * another site, is refused with an error, since content is written by the shop, not shoppers).
 */
export function cleanModuleContent<T>(content: T): T {
  return clean(content, '') as T;
}

function clean(value: unknown, key: string): unknown {
  if (Array.isArray(value)) return value.map((item) => clean(item, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clean(v, k)]));
  }
  if (typeof value !== 'string') return value;
  if (key === 'html') return sanitiseModuleHtml(value);
  if (ADDRESS_KEYS.has(key) && !isSitePath(value)) {
    throw new Error(`Content ${key} must be a path on this site: ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * A stored address column (navigation url, picture, call to action): a site path or refused.
 * Null (and a column left out of a write) passes.
 */
export function checkSitePath<T extends string | null | undefined>(value: T, what: string): T {
  if (value !== null && value !== undefined && !isSitePath(value)) {
    throw new Error(`${what} must be a path on this site: ${JSON.stringify(value)}`);
  }
  return value;
}
