import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function hashesOf(html: string, pattern: RegExp): string[] {
  return [...new Set([...html.matchAll(pattern)].map((match) => sha256(match[1])))];
}

/**
 * The CSP of a page a CDN may share: its own inline scripts (hydration data) and inline
 * stylesheet allowed by their SHA-256 hashes, not by a nonce, so a copy served to many shoppers
 * carries no secret anybody could reuse, and no other inline script or style can run.
 */
export function withPageHashes(policy: string, html: string): string {
  const sources: Record<string, string[]> = {
    'script-src': hashesOf(html, INLINE_SCRIPT),
    'style-src': hashesOf(html, INLINE_STYLE),
  };
  return policy.replace(
    /(^|;\s*)(script-src|style-src) ([^;]*)/g,
    (_all, start: string, directive: string, existing: string) =>
      [`${start}${directive} ${existing}`, ...(sources[directive] ?? [])].join(' '),
  );
}

/**
 * The CSP of a page only one shopper gets: this response's own inline scripts and stylesheet
 * carry its nonce.
 */
export function withPageNonce(policy: string, nonce: string): string {
  return policy.replace(
    /(^|;\s*)(script-src|style-src) ([^;]*)/g,
    (_all, start: string, directive: string, sources: string) =>
      `${start}${directive} ${sources} 'nonce-${nonce}'`,
  );
}
