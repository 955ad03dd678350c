import { linksInHtml, plainText, sanitiseModuleHtml, sanitisePageHtml } from './content-html';
import { isSitePath, siteRoute } from './site-links';

/** Keys whose string values are links (`url`, `shopUrl`) and pictures (`src`). */
const LINK_KEYS = new Set(['url', 'shopUrl']);
const PICTURE_KEYS = new Set(['src']);

/**
 * Content made safe to store, on the way in: every `html` string sanitised, every `url` and every
 * link inside HTML checked to be a route content may use (`siteRoute`), every `src` a path on
 * this site. Anything else, such as `javascript:` or another site, is refused with an error,
 * since content is written by the shop, not shoppers.
 */
export function cleanModuleContent<T>(content: T): T {
  return clean(content, '', { html: sanitiseModuleHtml, text: (text) => text });
}

/**
 * The same for a content page's JSON (extras, FAQ entries), whose HTML may hold tables and whose
 * other strings (labels, questions, descriptions) are plain text, any markup removed.
 */
export function cleanPageContent<T>(content: T): T {
  return clean(content, '', { html: sanitisePageHtml, text: plainText });
}

interface Cleaners {
  html: (html: string) => string;
  text: (text: string) => string;
}

function clean<T>(value: T, key: string, cleaners: Cleaners): T {
  return cleanValue(value, key, cleaners) as T;
}

function cleanValue(value: unknown, key: string, cleaners: Cleaners): unknown {
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, key, cleaners));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, cleanValue(v, k, cleaners)]),
    );
  }
  if (typeof value !== 'string') return value;
  if (key === 'html') return checkHtmlLinks(cleaners.html(value));
  if (LINK_KEYS.has(key)) return checkSiteLink(value, `Content ${key}`);
  if (PICTURE_KEYS.has(key)) return checkSitePath(value, `Content ${key}`);
  return cleaners.text(value);
}

/** Sanitised HTML whose every link is a route content may use, else refused. */
export function checkHtmlLinks(html: string): string {
  for (const href of linksInHtml(html)) checkSiteLink(href, 'A link in content');
  return html;
}

/**
 * A stored address column (a picture): a site path or refused. Null (and a column left out of a
 * write) passes.
 */
export function checkSitePath<T extends string | null | undefined>(value: T, what: string): T {
  if (value !== null && value !== undefined && !isSitePath(value)) {
    throw new Error(`${what} must be a path on this site: ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * A stored link (navigation url, call to action, module link): a route content may use
 * (`siteRoute`), or refused. Null (and a column left out of a write) passes.
 */
export function checkSiteLink<T extends string | null | undefined>(value: T, what: string): T {
  if (value === null || value === undefined) return value;
  if (!isSitePath(value)) {
    throw new Error(`${what} must be a path on this site: ${JSON.stringify(value)}`);
  }
  if (!siteRoute(value)) {
    throw new Error(`${what} must lead to a route content may link to: ${JSON.stringify(value)}`);
  }
  return value;
}

/** Every link in content, however deep: `url` and `shopUrl` values and the links inside `html`. */
export function linksInContent(value: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, key: string): void => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, key));
    if (typeof node === 'object' && node !== null) {
      return Object.entries(node).forEach(([k, v]) => walk(v, k));
    }
    if (typeof node !== 'string') return;
    if (LINK_KEYS.has(key)) found.push(node);
    if (key === 'html') found.push(...linksInHtml(node));
  };
  walk(value, '');
  return found;
}
