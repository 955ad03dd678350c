import sanitizeHtml from 'sanitize-html';

/**
 * The markup a Text module may carry: the catalogue's copy tags plus a sub-heading. Links keep
 * their `href` only and only when relative (a path on this site): no scheme is allowed, so
 * `javascript:` and other sites are dropped, as are scripts, styles and every event attribute.
 */
export function sanitiseModuleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
  });
}

/** A navigation panel's description: text with at most a little emphasis. */
export function sanitiseDescription(text: string): string {
  return sanitizeHtml(text, { allowedTags: ['strong', 'em', 'br'], allowedAttributes: {} });
}
