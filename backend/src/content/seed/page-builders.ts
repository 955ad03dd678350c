import type { FaqEntry, ModuleImage } from '@shop/contracts';
import type { SeedContentPage, SeedSection } from './seed-types';

/** When the seeded pages' text was last revised (their sitemap `lastmod`). */
export const PAGES_REVISED_ON = '2026-05-18';

/** A section; `html` is written as this shop's own copy, already clean. */
export const section = (
  slug: string,
  title: string,
  html: string,
  options: { picture?: ModuleImage; faqs?: FaqEntry[] } = {},
): SeedSection => ({
  slug,
  title,
  html,
  picture: options.picture ?? null,
  faqs: options.faqs ?? [],
});

/** A question and its answer (HTML). */
export const faq = (question: string, html: string): FaqEntry => ({ question, html });

type PageFields = Pick<
  SeedContentPage,
  'id' | 'slug' | 'title' | 'seoTitle' | 'seoDescription' | 'heading' | 'sections'
> &
  Partial<SeedContentPage>;

/** A page with the defaults most pages share: no section pages, no extras. */
export const contentPage = (fields: PageFields): SeedContentPage => ({
  intro: null,
  image: null,
  updatedOn: PAGES_REVISED_ON,
  sectionRoutes: false,
  extras: {},
  ...fields,
});
