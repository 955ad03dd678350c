import DOMPurify from 'dompurify';

/**
 * The markup copy may use: product copy's (docs/rules-storefront.md "Product page": text
 * formatting, lists, headings and links), and what content pages add (the backend's
 * `sanitisePageHtml`): section sub-headings and plain tables such as the delivery prices, whose
 * header cells say what they head.
 */
export const ALLOWED_TAGS = [
  'p',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'table',
  'caption',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
export const ALLOWED_ATTR = ['href', 'scope'];

export type Sanitise = (html: string) => string;

let serverSanitise: Sanitise | null = null;

/**
 * Installed by the server renderer, where there is no DOM for DOMPurify: the same allow-list
 * applied with `sanitize-html`, so the server-rendered page carries the same copy.
 */
export function setServerSanitiser(sanitise: Sanitise): void {
  serverSanitise = sanitise;
}

/** Product copy from the API, sanitised again before it becomes markup. */
export function sanitiseHtml(html: string): string {
  if (serverSanitise) return serverSanitise(html);
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
