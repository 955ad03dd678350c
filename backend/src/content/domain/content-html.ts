import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

const COPY_TAGS = ['p', 'strong', 'em', 'b', 'i', 'br', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'];

/**
 * The markup a Text module may carry: the catalogue's copy tags plus a sub-heading. Links keep
 * their `href` only and only when relative (a path on this site): no scheme is allowed, so
 * `javascript:` and other sites are dropped, as are scripts, styles and every event attribute.
 */
export function sanitiseModuleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: COPY_TAGS,
    allowedAttributes: { a: ['href'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
  });
}

/**
 * The markup of a content page's section, a FAQ answer or a journal post: a Text module's, plus
 * plain tables (delivery prices) whose header cells may say what they head.
 */
export function sanitisePageHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...COPY_TAGS, 'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href'], th: ['scope'] },
    allowedSchemes: [],
    allowProtocolRelative: false,
  });
}

/** A navigation panel's description: text with at most a little emphasis. */
export function sanitiseDescription(text: string): string {
  return sanitizeHtml(text, { allowedTags: ['strong', 'em', 'br'], allowedAttributes: {} });
}

/**
 * Plain text (a story, an intro, an excerpt): every tag removed and entities decoded, then any
 * angle bracket left dropped, so no markup survives even as escaped text.
 */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity])
    .replace(/[<>]/g, '');
}

const HREF = /\bhref="([^"]*)"/g;

/** The `href` of every link in HTML as written by the sanitiser (double-quoted, entities decoded). */
export function linksInHtml(html: string): string[] {
  return [...html.matchAll(HREF)].map(([, href]) =>
    href.replace(/&(amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity]),
  );
}
