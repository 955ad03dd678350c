import { SEED_CATEGORIES, SEED_PRODUCTS } from '../../catalogue';
import { addressesOf } from '../content.test-kit';
import { sanitiseDescription } from '../domain/content-html';
import { isKnownModuleType, isProductModuleType } from '../domain/landing-modules';
import type { ProductRule } from '../domain/product-rules';
import { brokenLinks, knownRoutes, LANDING_PATHS, siteRoute } from '../domain/site-links';
import { cleanModuleContent } from '../domain/stored-content';
import {
  SEED_CONTENT_PAGES,
  SEED_JOURNAL_POSTS,
  SEED_LANDINGS,
  SEED_NAVIGATION,
  type SeedNavigationItem,
} from '.';

const categorySlugs = new Set(SEED_CATEGORIES.map((c) => c.slug));
const productsBySlug = new Map(SEED_PRODUCTS.map((p) => [p.slug, p]));
const productIds = new Set(SEED_PRODUCTS.map((p) => p.id));
const modules = SEED_LANDINGS.flatMap(({ modules }) => modules);
const flatten = (items: SeedNavigationItem[]): SeedNavigationItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children)]);
const navigation = flatten(SEED_NAVIGATION);

/** What the seed may link to: the catalogue's categories and products for sale, its pages and posts. */
const known = knownRoutes({
  categories: categorySlugs,
  products: SEED_PRODUCTS.filter((p) => p.available).map((p) => p.slug),
  pages: SEED_CONTENT_PAGES,
  journal: SEED_JOURNAL_POSTS.map((post) => post.slug),
});

describe('content seed', () => {
  it('has landing pages 1, 2 and 3 at the routes of spec 001 §2.1', () => {
    expect(SEED_LANDINGS.map(({ page }) => [page.id, page.path])).toEqual(
      LANDING_PATHS.map((path, i) => [i + 1, path]),
    );
    for (const { page, modules } of SEED_LANDINGS) {
      expect(page).toMatchObject({ email: null, sessionExpired: false });
      expect(page.seoTitle.length).toBeLessThanOrEqual(60);
      expect(page.seoDescription.length).toBeLessThanOrEqual(200);
      expect(modules.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives every module a unique id, a known type and a title', () => {
    expect(new Set(modules.map((m) => m.id)).size).toBe(modules.length);
    for (const module of modules) {
      expect({ id: module.id, known: isKnownModuleType(module.type) }).toEqual({
        id: module.id,
        known: true,
      });
      expect(module.title.trim()).not.toBe('');
    }
  });

  it('shows the journal and customer stories on the home page, stored as a count, not content', () => {
    const live = SEED_LANDINGS.flatMap(({ page, modules }) =>
      modules
        .filter((m) => ['JournalPosts', 'CustomerStories'].includes(m.type))
        .map((m) => [page.id, m.type, m.content]),
    );
    expect(live).toEqual([
      [1, 'JournalPosts', { count: 3 }],
      [1, 'CustomerStories', { count: 3 }],
    ]);
  });

  it('shows a realistic mix per device: something for phones only and for desktops only', () => {
    expect(modules.some((m) => m.mobile && !m.desktop)).toBe(true);
    expect(modules.some((m) => !m.mobile && m.desktop)).toBe(true);
    expect(navigation.some((n) => n.isMobile && !n.isDesktop)).toBe(true);
    expect(navigation.some((n) => !n.isMobile && n.isDesktop)).toBe(true);
  });

  it('stores rules, not products, naming categories and products that exist', () => {
    const rules = modules.flatMap((m) =>
      isProductModuleType(m.type) ? [(m.content as { rule: ProductRule }).rule] : [],
    );
    expect(rules.length).toBeGreaterThanOrEqual(6);
    for (const rule of rules) {
      const named =
        rule.kind === 'bestsellers'
          ? [rule.category]
          : rule.kind === 'soonest'
            ? rule.categories
            : rule.products;
      const known = rule.kind === 'products' ? productsBySlug : categorySlugs;
      expect(named.filter((slug) => !known.has(slug))).toEqual([]);
    }
  });

  it('links only to routes the storefront has, with a category or product behind each', () => {
    const { links } = addressesOf([SEED_LANDINGS, SEED_NAVIGATION]);
    expect(brokenLinks(links, known)).toEqual([]);
    expect(links.length).toBeGreaterThan(50);
  });

  it('uses only pictures of products the catalogue draws', () => {
    const { pictures } = addressesOf([SEED_LANDINGS, SEED_NAVIGATION]);
    const unknown = pictures.filter((src) => {
      const match = /^\/images\/products\/(\d+)-(586|285)\.svg$/.exec(src);
      return !match || !productIds.has(Number(match[1]));
    });
    expect(unknown).toEqual([]);
  });

  it('reaches every catalogue category from the navigation', () => {
    const reached = new Set(
      navigation
        .flatMap((n) => [n.url, n.callToActionUrl])
        .map((url) => {
          const route = url ? siteRoute(url) : null;
          return route?.kind === 'category' ? route.slug : null;
        }),
    );
    expect([...categorySlugs].filter((slug) => !reached.has(slug))).toEqual([]);
  });

  it('gives tiles pictures, and panels a picture, a description and a call to action', () => {
    for (const top of SEED_NAVIGATION) {
      expect(top.children.length).toBeGreaterThanOrEqual(6);
      for (const tile of top.children.slice(0, 4)) expect(tile.image).not.toBeNull();
      for (const panel of top.children.slice(4, 6)) {
        expect(panel).toMatchObject({
          image: expect.any(String),
          description: expect.any(String),
          callToActionName: expect.any(String),
          callToActionUrl: expect.any(String),
        });
      }
    }
  });

  it('is already clean, so what is stored is what was written', () => {
    for (const { content } of modules) expect(cleanModuleContent(content)).toEqual(content);
    for (const { description } of navigation) {
      if (description) expect(sanitiseDescription(description)).toBe(description);
    }
  });

  it('says what the shop claims (spec 001 §1, §9) in British English', () => {
    const words = JSON.stringify([SEED_LANDINGS, SEED_NAVIGATION]);
    for (const claim of [
      '£20.50',
      'free personal card',
      'by 5pm',
      '7-day freshness guarantee',
      '35 years',
      '4.7 out of 5',
      '10% of our profits',
      '£1.5m',
      '13m',
    ]) {
      expect(words).toContain(claim);
    }
    expect(words).not.toMatch(/lorem|ipsum|\bcolor\b|\bfavorite\b|personalized/i);
  });
});
