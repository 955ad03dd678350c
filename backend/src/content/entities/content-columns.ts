import type { ValueTransformer } from 'typeorm';
import { plainText, sanitisePageHtml } from '../domain/content-html';
import { isPageSlug, isSectionSlug, isSlug } from '../domain/site-links';
import { checkHtmlLinks, checkSitePath, cleanPageContent } from '../domain/stored-content';

/**
 * Column transformers of the content pages, the journal and the stories: what is written is made
 * safe on the way in (the domain makes it safe again on the way out).
 */

const inbound = <T>(to: (value: T) => T): ValueTransformer => ({ to, from: (value: T) => value });
const nullable =
  <T>(check: (value: T) => T) =>
  (value: T | null | undefined) =>
    value === null || value === undefined ? value : check(value);

/** A page's HTML: sanitised, every link a route content may use (else the write is refused). */
export const pageHtml = inbound(nullable((html: string) => checkHtmlLinks(sanitisePageHtml(html))));

/** Text shown as text: any markup removed. */
export const plain = inbound(nullable(plainText));

/** A picture's path: on this site, else refused. */
export const picturePath = (what: string) =>
  inbound((value: string | null) => checkSitePath(value, what));

/** JSON (extras, FAQ entries): HTML sanitised, links and pictures checked. */
export const pageJson: ValueTransformer = {
  to: (value: unknown) => (value === undefined ? value : cleanPageContent(value)),
  from: (value: unknown) => value,
};

function checked(test: (slug: string) => boolean, what: string) {
  return inbound(
    nullable((slug: string) => {
      if (!test(slug))
        throw new Error(`${what} is not a slug content may use: ${JSON.stringify(slug)}`);
      return slug;
    }),
  );
}

/** A content page's slug: lower-case words, never another route's first segment. */
export const pageSlug = checked(isPageSlug, 'A content page slug');
/** A section's slug: a path segment, or an anchor such as `customerService`. */
export const sectionSlug = checked(isSectionSlug, 'A section slug');
/** A journal post's slug. */
export const postSlug = checked(isSlug, 'A journal slug');
