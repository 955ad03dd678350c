import type {
  ContentFigure,
  ContentPage,
  ContentSection,
  CustomerStory,
  FaqEntry,
  FreshnessCard,
  GiftBoxOffer,
  IsoDate,
  JournalPost,
  JournalPostSummary,
  ModuleImage,
} from '@shop/contracts';
import { plainText, sanitisePageHtml } from './content-html';
import { isSitePath, siteRoute } from './site-links';

/** What a page stores beyond its columns (the `extras` JSON); every part is optional. */
export interface PageExtras {
  figures?: ContentFigure[];
  freshnessCards?: FreshnessCard[];
  foundedOn?: IsoDate;
  offer?: GiftBoxOffer;
  /** The story carousel: every customer story, then these pictures. */
  carousel?: { images: ModuleImage[] };
}

/** A stored content page row, not yet trusted. */
export interface StoredContentPage {
  slug: string;
  title: string;
  seoTitle: string;
  seoDescription: string;
  heading: string;
  intro: string | null;
  imageSrc: string | null;
  imageAlt: string | null;
  updatedOn: IsoDate;
  sectionRoutes: boolean;
  extras: unknown;
}

/** A stored section row; `faqs` is JSON, not yet trusted. */
export interface StoredSection {
  slug: string;
  title: string;
  html: string;
  pictureSrc: string | null;
  pictureAlt: string | null;
  faqs: unknown;
}

/** A stored journal post row. */
export interface StoredJournalPost {
  slug: string;
  title: string;
  publishedOn: IsoDate;
  author: string;
  imageSrc: string;
  imageAlt: string;
  excerpt: string;
  html: string;
}

/** A stored customer story row. */
export interface StoredStory {
  name: string;
  place: string;
  story: string;
  imageSrc: string;
  imageAlt: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isObject) : [];
const text = (value: unknown): string => (typeof value === 'string' ? plainText(value) : '');

/** A picture as answered, or null unless its path is on this site. */
function pictureOf(src: unknown, alt: unknown): ModuleImage | null {
  return isSitePath(src) ? { src, alt: text(alt) } : null;
}

const imageOf = (value: unknown): ModuleImage | null =>
  isObject(value) ? pictureOf(value.src, value.alt) : null;

function faqsOf(value: unknown): FaqEntry[] {
  return listOf(value).map((entry) => ({
    question: text(entry.question),
    html: sanitisePageHtml(String(entry.html ?? '')),
  }));
}

function sectionOf(row: StoredSection): ContentSection {
  return {
    slug: row.slug,
    title: text(row.title),
    html: sanitisePageHtml(row.html),
    picture: pictureOf(row.pictureSrc, row.pictureAlt),
    faqs: faqsOf(row.faqs),
  };
}

function offerOf(value: unknown): GiftBoxOffer | null {
  if (!isObject(value) || typeof value.shopUrl !== 'string' || !siteRoute(value.shopUrl)) {
    return null;
  }
  return {
    code: text(value.code),
    percentOff: Number(value.percentOff),
    shopUrl: value.shopUrl,
    text: text(value.text),
  };
}

/** A customer story as answered: plain text, and only with a picture on this site. */
export function toCustomerStory(row: StoredStory): CustomerStory | null {
  const image = pictureOf(row.imageSrc, row.imageAlt);
  return image
    ? { name: text(row.name), place: text(row.place), story: text(row.story), image }
    : null;
}

/** Stories as answered, in the order given, those without a usable picture left out. */
export function toCustomerStories(rows: readonly StoredStory[]): CustomerStory[] {
  return rows.map(toCustomerStory).filter((story): story is CustomerStory => story !== null);
}

/**
 * A content page as answered, from its row, its sections in display order and, for a page with a
 * story carousel, the customer stories. Everything is sanitised again on the way out (HTML
 * through the page sanitiser, text stripped of markup) and the extras JSON is read defensively:
 * a malformed part is left out, never answered as it is stored.
 */
export function toContentPage(
  page: StoredContentPage,
  sections: readonly StoredSection[],
  stories: readonly StoredStory[],
): ContentPage {
  const extras = isObject(page.extras) ? page.extras : {};
  const carousel = isObject(extras.carousel) ? extras.carousel : null;
  return {
    slug: page.slug,
    title: text(page.title),
    seoTitle: text(page.seoTitle),
    seoDescription: text(page.seoDescription),
    heading: text(page.heading),
    intro: page.intro === null ? null : text(page.intro),
    image: pictureOf(page.imageSrc, page.imageAlt),
    updatedOn: page.updatedOn,
    sectionRoutes: page.sectionRoutes,
    sections: sections.map(sectionOf),
    figures: listOf(extras.figures).map((f) => ({ figure: text(f.figure), label: text(f.label) })),
    freshnessCards: listOf(extras.freshnessCards).flatMap((card) => {
      const image = imageOf(card.image);
      const days = Number(card.days);
      if (!image || !Number.isInteger(days)) return [];
      return [{ flower: text(card.flower), days, description: text(card.description), image }];
    }),
    foundedOn: typeof extras.foundedOn === 'string' ? extras.foundedOn : null,
    offer: offerOf(extras.offer),
    carousel: carousel
      ? {
          stories: toCustomerStories(stories),
          images: listOf(carousel.images)
            .map(imageOf)
            .filter((image): image is ModuleImage => image !== null),
        }
      : null,
  };
}

/** True when the page shows the customer stories, so they need reading. */
export function hasStoryCarousel(page: StoredContentPage): boolean {
  return isObject(page.extras) && isObject(page.extras.carousel);
}

/** A journal post as lists show it. */
export function toJournalSummary(row: StoredJournalPost): JournalPostSummary {
  return {
    slug: row.slug,
    title: text(row.title),
    date: row.publishedOn,
    author: text(row.author),
    image: pictureOf(row.imageSrc, row.imageAlt) ?? { src: '', alt: '' },
    excerpt: text(row.excerpt),
  };
}

/** A journal post with its body, sanitised on the way out. */
export function toJournalPost(row: StoredJournalPost): JournalPost {
  return { ...toJournalSummary(row), html: sanitisePageHtml(row.html) };
}

/** Newest first; posts of the same day by slug, so the order never wavers. */
export function newestFirst(a: StoredJournalPost, b: StoredJournalPost): number {
  return b.publishedOn.localeCompare(a.publishedOn) || a.slug.localeCompare(b.slug);
}
