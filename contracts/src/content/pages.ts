import type { IsoDate } from '../common/dates';
import type { CustomerStory, ModuleImage } from './landing';

/**
 * Content pages (docs/rules-storefront.md "Routes", "Content pages"): `/about-us`,
 * `/why-choose-flowers`, `/delivery`, `/faq`, `/box`… Each lives at `/{slug}`; a page whose
 * `sectionRoutes` is true also shows each of its sections alone at `/{slug}/{section}`
 * (`/about-us/history`, `/faq/delivery`, `/terms/gift-cards`).
 */

/** A content page's slug as the path names it: `GET /api/content-page/{slug}` answers 400 otherwise. */
export const CONTENT_PAGE_SLUG = /^[a-z0-9-]{1,80}$/;

/** The day the shop began trading: the storefront works out "over N years" from it. */
export const COMPANY_FOUNDED_ON: IsoDate = '1989-02-28';

/**
 * Whole years from `from` to `to` (both `YYYY-MM-DD`), as a birthday counts them: 1989-02-28 to
 * 2026-02-27 is 36, to 2026-02-28 is 37. Plain string arithmetic, no time zone.
 */
export function wholeYearsBetween(from: IsoDate, to: IsoDate): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) < from.slice(5) ? years - 1 : years;
}

/** A figure and what it counts: '£1.5m' 'donated to charity', '594' 'loans made'. */
export interface ContentFigure {
  figure: string;
  label: string;
}

/** One question of a FAQ section, its answer as sanitised HTML. */
export interface FaqEntry {
  question: string;
  html: string;
}

/** A flower on `/freshness-guarantee`: a card with the days it is guaranteed for and, expandable, why. */
export interface FreshnessCard {
  flower: string;
  /** Days the flower is guaranteed to stay fresh (docs/rules-storefront.md "Constants"). */
  days: number;
  /** Plain text shown when the card is expanded. */
  description: string;
  image: ModuleImage;
}

/** A section of a content page: a heading and sanitised HTML, and for FAQ sections the questions. */
export interface ContentSection {
  /** Unique within the page: the path segment (`/about-us/history`) or, on `/contact-us`, the anchor (`#customerService`). */
  slug: string;
  title: string;
  /** Sanitised HTML; links are paths on this site. Empty when the section is questions only. */
  html: string;
  picture: ModuleImage | null;
  /** The section's questions in order; empty except on FAQ sections. */
  faqs: FaqEntry[];
}

/** `/box`: the code a gift recipient may copy, and where Shop now leads. */
export interface GiftBoxOffer {
  /** The code to copy, e.g. `NEWBOX15`. */
  code: string;
  percentOff: number;
  /** Shop now: `/?aff=newbox15`, which applies the code. */
  shopUrl: string;
  /** A sentence about the offer. */
  text: string;
}

/** `/making-a-difference`: the story carousel, stories first, then the picture-only slides. */
export interface StoryCarousel {
  stories: CustomerStory[];
  images: ModuleImage[];
}

/** `GET /api/content-page/{slug}`. Extras a page does not use are empty lists or null. */
export interface ContentPage {
  slug: string;
  /** Its short name, for breadcrumbs and the sitemap: 'About us'. */
  title: string;
  /** The page title is this followed by the site name. */
  seoTitle: string;
  seoDescription: string;
  /** The visible `<h1>`. */
  heading: string;
  /** A plain-text paragraph under the heading, or null. */
  intro: string | null;
  /** The page's picture (and social card), or null. */
  image: ModuleImage | null;
  /** The day the text last changed (the sitemap's `lastmod`). */
  updatedOn: IsoDate;
  /** Each section also has a page of its own at `/{slug}/{section}`. */
  sectionRoutes: boolean;
  sections: ContentSection[];
  /** Statistics shown as large figures (`/making-a-difference`, `/why-choose-…`). */
  figures: ContentFigure[];
  /** `/freshness-guarantee`: a card per flower. */
  freshnessCards: FreshnessCard[];
  /** `/why-choose-…` and `/about-us`: the founding date, from which the page says how long we have traded. */
  foundedOn: IsoDate | null;
  /** `/box`: the recipient's code. */
  offer: GiftBoxOffer | null;
  /** `/making-a-difference`: customer stories and picture slides. */
  carousel: StoryCarousel | null;
}

/** Path parameters of `GET /api/content-page/{slug}`. */
export interface ContentPageParams {
  /** e.g. `about-us`, `why-choose-flowers`, `faq`. */
  slug: string;
}
