import DOMPurify from 'dompurify';

/** The markup product copy may use (spec 001 §2.5): text formatting, lists, headings and links. */
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
  'h3',
  'h4',
];
export const ALLOWED_ATTR = ['href'];

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
