import { COMPANY_FOUNDED_ON, isIsoDate } from '@shop/contracts';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../../catalogue';
import { addressesOf } from '../content.test-kit';
import { plainText, sanitisePageHtml } from '../domain/content-html';
import { brokenLinks, isPageSlug, isSectionSlug, isSlug, knownRoutes } from '../domain/site-links';
import { cleanPageContent } from '../domain/stored-content';
import { SEED_CONTENT_PAGES, SEED_CUSTOMER_STORIES, SEED_JOURNAL_POSTS } from '.';

const pages = new Map(SEED_CONTENT_PAGES.map((page) => [page.slug, page]));
const pageOf = (slug: string) => {
  const page = pages.get(slug);
  if (!page) throw new Error(`No seeded page ${slug}`);
  return page;
};
const everything = [SEED_CONTENT_PAGES, SEED_JOURNAL_POSTS, SEED_CUSTOMER_STORIES];

/**
 * The content routes of docs/rules-storefront.md "Routes" whose words come from
 * `GET /api/content-page/{slug}`.
 */
const ROUTED_PAGES = [
  'about-us',
  'why-choose-flowers',
  'why-choose-plants',
  'why-choose-hampers',
  'why-choose-cards',
  'making-a-difference',
  'delivery',
  'freshness-guarantee',
  'posy-points',
  'refer-a-friend',
  'faq',
  'affiliates',
  'corporate-gifts',
  'contact-us',
  'terms',
  'returns',
  'flower-care',
  'plant-care',
  'smooth-fm-radio',
  'box',
  'journal',
  'feedback',
  'survey',
  'sitemap',
];

describe('content pages seed', () => {
  it('has a page for every content route of spec 001 §2.1, ids and slugs unique', () => {
    expect([...pages.keys()].sort()).toEqual([...ROUTED_PAGES].sort());
    expect(new Set(SEED_CONTENT_PAGES.map((p) => p.id)).size).toBe(SEED_CONTENT_PAGES.length);
    for (const page of SEED_CONTENT_PAGES) {
      expect({ slug: page.slug, ok: isPageSlug(page.slug) }).toEqual({ slug: page.slug, ok: true });
      expect(page.seoTitle.length).toBeLessThanOrEqual(60);
      expect(page.seoDescription.length).toBeLessThanOrEqual(200);
      expect(isIsoDate(page.updatedOn)).toBe(true);
      const slugs = page.sections.map((s) => s.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      // A section with a page of its own needs a path segment, not an anchor.
      for (const slug of slugs) {
        expect({ slug, ok: page.sectionRoutes ? isSlug(slug) : isSectionSlug(slug) }).toEqual({
          slug,
          ok: true,
        });
      }
    }
  });

  it('gives /about-us, /faq and /terms section pages, /about-us among them history and flowers', () => {
    const withSectionPages = SEED_CONTENT_PAGES.filter((p) => p.sectionRoutes).map((p) => p.slug);
    expect(withSectionPages.sort()).toEqual(['about-us', 'faq', 'terms']);
    expect(pageOf('about-us').sections.map((s) => s.slug)).toEqual(
      expect.arrayContaining(['history', 'flowers']),
    );
    expect(pageOf('contact-us').sections[0].slug).toBe('customerService');
    for (const section of pageOf('faq').sections) expect(section.faqs.length).toBeGreaterThan(1);
  });

  it('gives the founding date, not an age, to the why-choose pages and /about-us', () => {
    for (const product of ['flowers', 'plants', 'hampers', 'cards']) {
      const page = pageOf(`why-choose-${product}`);
      expect(page.extras.foundedOn).toBe('1989-02-28');
      expect(page.sections.map((s) => s.slug)).toEqual(
        expect.arrayContaining(['posy-points', 'ethical-flowers', 'plastic-free']),
      );
      expect(page.extras.figures?.length).toBeGreaterThanOrEqual(3);
    }
    expect(pageOf('about-us').extras.foundedOn).toBe(COMPANY_FOUNDED_ON);
  });

  it('shows the charity figures of spec 001 §9 and a carousel of 4 pictures beside 5 stories', () => {
    const { figures, carousel } = pageOf('making-a-difference').extras;
    expect(figures?.map((f) => f.figure)).toEqual([
      '£1.5m',
      '13m',
      '4.7',
      '594',
      '2,175',
      '44',
      '1,046',
      '184',
      '177',
    ]);
    expect(figures?.[2].label).toBe('star reviews');
    expect(carousel?.images).toHaveLength(4);
    expect(SEED_CUSTOMER_STORIES.length).toBeGreaterThanOrEqual(5);
  });

  it('guarantees each flower for the days of spec 001 §9', () => {
    const cards = pageOf('freshness-guarantee').extras.freshnessCards ?? [];
    expect(Object.fromEntries(cards.map((c) => [c.flower, c.days]))).toEqual({
      Carnations: 14,
      Alstroemeria: 10,
      Tulips: 7,
      Roses: 7,
      Lilies: 7,
      Freesias: 7,
      'Mixed bouquets': 7,
    });
    for (const card of cards) expect(card.description.length).toBeGreaterThan(40);
  });

  it('gives gift recipients NEWBOX15, Shop now at /?aff=newbox15 and the care, cards and contact links', () => {
    const box = pageOf('box');
    expect(box.extras.offer).toMatchObject({
      code: 'NEWBOX15',
      percentOff: 15,
      shopUrl: '/?aff=newbox15',
    });
    const { links } = addressesOf(box.sections);
    expect(links).toEqual(
      expect.arrayContaining([
        '/flower-care',
        '/plant-care',
        '/category/thank-you-cards',
        '/contact-us#customerService',
      ]),
    );
  });

  it('has at least 6 journal posts, unique and dated, on the topics promised', () => {
    expect(SEED_JOURNAL_POSTS.length).toBeGreaterThanOrEqual(6);
    expect(new Set(SEED_JOURNAL_POSTS.map((p) => p.slug)).size).toBe(SEED_JOURNAL_POSTS.length);
    for (const post of SEED_JOURNAL_POSTS) {
      expect(isSlug(post.slug) && isIsoDate(post.publishedOn)).toBe(true);
      expect(post.html.length).toBeGreaterThan(500);
    }
    expect(SEED_JOURNAL_POSTS.map((p) => p.slug)).toEqual(
      expect.arrayContaining([
        'the-story-of-our-freshness-guarantee',
        'choosing-a-plant-for-a-dark-room',
        'keeping-flowers-fresh-in-a-heatwave',
      ]),
    );
  });

  it('links only to routes with something behind them', () => {
    const known = knownRoutes({
      categories: SEED_CATEGORIES.map((c) => c.slug),
      products: SEED_PRODUCTS.filter((p) => p.available).map((p) => p.slug),
      pages: SEED_CONTENT_PAGES,
      journal: SEED_JOURNAL_POSTS.map((post) => post.slug),
    });
    const { links } = addressesOf(everything);
    expect(links.length).toBeGreaterThan(50);
    expect(brokenLinks(links, known)).toEqual([]);
  });

  it('uses only pictures of products the catalogue draws', () => {
    const productIds = new Set(SEED_PRODUCTS.map((p) => p.id));
    const { pictures } = addressesOf(everything);
    expect(pictures.length).toBeGreaterThan(20);
    const unknown = pictures.filter((src) => {
      const match = /^\/images\/products\/(\d+)-(586|285)\.svg$/.exec(src);
      return !match || !productIds.has(Number(match[1]));
    });
    expect(unknown).toEqual([]);
  });

  it('is already clean, so what is stored is what was written', () => {
    for (const page of SEED_CONTENT_PAGES) {
      expect(cleanPageContent(page.extras)).toEqual(page.extras);
      for (const section of page.sections) {
        expect(sanitisePageHtml(section.html)).toBe(section.html);
        expect(cleanPageContent(section.faqs)).toEqual(section.faqs);
      }
      for (const text of [page.title, page.heading, page.intro ?? '', page.seoDescription]) {
        expect(plainText(text)).toBe(text);
      }
    }
    for (const post of SEED_JOURNAL_POSTS) expect(sanitisePageHtml(post.html)).toBe(post.html);
    for (const story of SEED_CUSTOMER_STORIES) expect(plainText(story.story)).toBe(story.story);
  });

  it('says what the shop claims (spec 001 §1, §9) in British English, without placeholder text', () => {
    const words = JSON.stringify(everything);
    for (const claim of [
      '£20.50',
      'free personal card',
      'by 5pm',
      '7-day freshness guarantee',
      '35 years',
      '4.7 out of 5',
      '10% of our profits',
      '£5 of',
      '15% off',
      '£1.5m',
      '13m',
      'Sorry, we are unable to deliver to the Channel Islands or the Isle of Man.',
    ]) {
      expect(words).toContain(claim);
    }
    expect(words).not.toMatch(
      /lorem|ipsum|\bcolor\b|\bfavorite\b|personalized|\bcenter\b|\bprogram\b|organiz/i,
    );
  });
});
