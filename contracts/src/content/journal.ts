import type { JournalPostSummary } from './landing';

/**
 * The journal (docs/rules-storefront.md "What the shop offers"): `/journal` lists posts newest
 * first (`GET /api/journal`, `JournalPostSummary[]`), `/journal/{slug}` shows one.
 */

/** `GET /api/journal/{slug}`: a post with its body. */
export interface JournalPost extends JournalPostSummary {
  /** The body as sanitised HTML; links are paths on this site. */
  html: string;
}

/** Path parameters of `GET /api/journal/{slug}`. */
export interface JournalPostParams {
  /** e.g. `the-story-of-our-freshness-guarantee`. */
  slug: string;
}
