import type { LandingModule, NavigationItem } from '@shop/contracts';
import request from 'supertest';
import { CatalogueService } from '../catalogue';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { addressesOf, whyBroken } from './content.test-kit';
import { CONTENT_MESSAGES } from './domain/content.messages';
import { isProductModuleType } from './domain/landing-modules';
import { siteRoute } from './domain/site-links';
import { SEED_LANDINGS } from './seed';
import { LANDING_HEROES } from './seed/landing-heroes.data';

// Thursday 4 June 2026, 11:00 BST: flowers ordered now arrive tomorrow.
const NOW = new Date('2026-06-04T10:00:00Z');
const BASE = ['desktop', 'id', 'mobile', 'title', 'type'];

/** The fields each kind of module carries beyond id, title, flags and type (contracts). */
function ownFields(type: string): string[] {
  if (isProductModuleType(type)) return ['link', 'products'];
  if (type.startsWith('WhyChoose') && type !== 'GreetingsCardWhyChoose') {
    return ['link', 'product', 'slides'];
  }
  const fields: Record<string, string[]> = {
    Text: ['html'],
    NotificationBanner: ['link', 'message'],
    GiftCardBanner: ['image', 'link', 'text'],
    GreetingsCardHero: ['image', 'link', 'text'],
    GreetingsCardBlooms: ['image', 'link', 'text'],
    Categories: ['tiles'],
    GreetingsCardCategories: ['tiles'],
    GreetingsCardPopularMoments: ['tiles'],
    GreetingsCardShopByOccasion: ['tiles'],
    USPs: ['points'],
    GreetingsCardReasons: ['points'],
    ThreeColumnBoxes: ['boxes'],
    Reviews: ['rating', 'reviewCount', 'reviews'],
    MakeADifference: ['figures', 'link', 'text'],
    JournalPosts: ['posts'],
    CustomerStories: ['stories'],
  };
  return fields[type] ?? ['(a type no seeded module has)'];
}

const flatten = (items: NavigationItem[]): NavigationItem[] =>
  items.flatMap((item) => [item, ...flatten(item.children)]);

describe.each(testDialects())('content API on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (path: string) => request(t.server).get(path);
  const modulesOf = async (id: number): Promise<LandingModule[]> =>
    (await get(`/api/landing-page/modules/${id}`).expect(200)).body.data;

  describe('GET /api/landing-page/{id}', () => {
    it('answers each landing page, cacheably and without a cookie', async () => {
      for (const { page } of SEED_LANDINGS) {
        const response = await get(`/api/landing-page/${page.id}`).expect(200);
        const { path: _path, ...fields } = page;
        const hero = LANDING_HEROES.find((h) => h.pageId === page.id)?.hero ?? null;
        expect(response.body).toEqual({ data: { ...fields, hero }, isSignedIn: false });
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('opens the home and hamper pages with a hero whose buttons lead to shop pages', async () => {
      const home = (await get('/api/landing-page/1').expect(200)).body.data;
      expect(home.hero).toEqual({
        eyebrow: 'Fresh from our florists',
        lead: expect.stringContaining('next-day delivery'),
        actions: [
          { label: 'Shop flowers', url: '/category/flowers' },
          { label: 'Send a gift card', url: '/gift-card' },
        ],
      });
      expect((await get('/api/landing-page/2').expect(200)).body.data.hero.actions[0]).toEqual({
        label: 'Shop hampers',
        url: '/category/hampers',
      });
      // The cards page opens with its own hero module.
      expect((await get('/api/landing-page/3').expect(200)).body.data.hero).toBeNull();
    });

    it('answers an unknown page with a 404 envelope and a malformed id with a 400', async () => {
      for (const path of ['/api/landing-page/4', '/api/landing-page/modules/987654']) {
        const response = await get(path).expect(404);
        expect(response.body).toMatchObject({
          data: null,
          error: CONTENT_MESSAGES.landingPageNotFound,
        });
      }
      for (const id of ['abc', '0', '-1', '1.5', '9999999999']) {
        for (const path of [`/api/landing-page/${id}`, `/api/landing-page/modules/${id}`]) {
          const response = await get(path).expect(400);
          expect(response.body).toMatchObject({
            data: null,
            error: CONTENT_MESSAGES.badLandingPageId,
          });
        }
      }
    });

    it('leaves GET /api/landing-page/header to the catalogue, answering as before', async () => {
      const response = await get('/api/landing-page/header').expect(200);
      expect(response.body).toEqual({
        data: { earliestDeliveryDate: '2026-06-05' },
        isSignedIn: false,
      });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    });
  });

  describe('GET /api/landing-page/modules/{id}', () => {
    it("answers each page's modules in display order, each in its contract's shape", async () => {
      for (const { page, modules } of SEED_LANDINGS) {
        const answered = await modulesOf(page.id);
        expect(answered.map((m) => [m.id, m.type])).toEqual(modules.map((m) => [m.id, m.type]));
        for (const module of answered) {
          expect({ id: module.id, keys: Object.keys(module).sort() }).toEqual({
            id: module.id,
            keys: [...BASE, ...ownFields(module.type)].sort(),
          });
          expect(typeof module.mobile).toBe('boolean');
          expect(typeof module.desktop).toBe('boolean');
          expect(module.title).not.toBe('');
        }
      }
      const all = (await Promise.all([1, 2, 3].map(modulesOf))).flat();
      expect(all.some((m) => m.mobile && !m.desktop)).toBe(true);
      expect(all.some((m) => m.desktop && !m.mobile)).toBe(true);
    });

    it('fills product modules with products in the shape of a category listing', async () => {
      const listing = (await get('/api/category/flowers').expect(200)).body.data.products[0];
      const all = (await Promise.all([1, 2, 3].map(modulesOf))).flat();
      const productModules = all.filter((m) => isProductModuleType(m.type));
      expect(productModules.length).toBeGreaterThanOrEqual(6);
      for (const module of productModules) {
        const { products } = module as { products: { earliestDeliveryDate: unknown }[] };
        expect({ id: module.id, count: products.length > 0 }).toEqual({
          id: module.id,
          count: true,
        });
        for (const product of products) {
          expect(Object.keys(product).sort()).toEqual(Object.keys(listing).sort());
          expect(product.earliestDeliveryDate).toEqual(expect.any(String));
        }
      }
    });

    it('answers the modules cacheably and without a cookie', async () => {
      const response = await get('/api/landing-page/modules/1').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers['set-cookie']).toBeUndefined();
    });
  });

  describe('GET /api/navigation', () => {
    it('answers the menu tree with device flags on every item, cacheably', async () => {
      const response = await get('/api/navigation').expect(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const tree: NavigationItem[] = response.body.data;
      expect(tree.map((item) => item.name)).toEqual([
        'Flowers',
        'Plants',
        'Hampers',
        'Cards',
        'Occasions',
        'Gifts',
      ]);
      const items = flatten(tree);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(
          [
            'callToActionName',
            'callToActionUrl',
            'children',
            'description',
            'image',
            'isDesktop',
            'isMobile',
            'name',
            'type',
            'url',
          ].sort(),
        );
        expect(['pane-a', 'pane-b']).toContain(item.type);
        expect(typeof item.isDesktop).toBe('boolean');
        expect(typeof item.isMobile).toBe('boolean');
      }
      expect(items.some((i) => i.isMobile && !i.isDesktop)).toBe(true);
      expect(items.some((i) => i.isDesktop && !i.isMobile)).toBe(true);
      // Children 5 and 6 show as panels (docs/rules-storefront.md
      // "Header, navigation and favourites").
      for (const panel of tree.flatMap((top) => top.children.slice(4, 6))) {
        expect(panel.image && panel.description && panel.callToActionName).toBeTruthy();
        expect(panel.callToActionUrl).toEqual(expect.stringMatching(/^\//));
      }
    });

    it("reaches every one of the catalogue's categories", async () => {
      const items = flatten((await get('/api/navigation').expect(200)).body.data);
      const reached = new Set(
        items
          .flatMap((i) => [i.url, i.callToActionUrl ?? '/'])
          .map((url) => siteRoute(url))
          .map((route) => (route?.kind === 'category' ? route.slug : null)),
      );
      const { categories } = await t.app.get(CatalogueService).snapshot();
      expect(categories.length).toBeGreaterThanOrEqual(20);
      expect(categories.map((c) => c.slug).filter((slug) => !reached.has(slug))).toEqual([]);
    });
  });

  describe('links and pictures', () => {
    const everything = async () => ({
      pages: await Promise.all(
        [1, 2, 3].map(async (id) => (await get(`/api/landing-page/${id}`)).body.data),
      ),
      modules: await Promise.all([1, 2, 3].map(modulesOf)),
      navigation: (await get('/api/navigation').expect(200)).body.data,
    });

    it('links only to routes the storefront has, each with something behind it', async () => {
      const { links } = addressesOf(await everything());
      expect(links.length).toBeGreaterThan(50);
      const broken: string[] = [];
      for (const url of links) {
        const why = await whyBroken(get, url);
        if (why) broken.push(`${url}: ${why}`);
      }
      expect(broken).toEqual([]);
    });

    it('uses only pictures the shop serves', async () => {
      const { pictures } = addressesOf(await everything());
      expect(pictures.length).toBeGreaterThan(40);
      const missing: string[] = [];
      for (const src of pictures) {
        const response = await get(src);
        if (response.status !== 200 || !/image\//.test(response.headers['content-type'])) {
          missing.push(`${src}: ${response.status}`);
        }
      }
      expect(missing).toEqual([]);
    });
  });

  it('documents its three endpoints in the OpenAPI document', async () => {
    const { paths } = (await get('/api/openapi.json').expect(200)).body;
    const answerOf = (path: string) =>
      JSON.stringify(paths[path]?.get?.responses?.['200']?.content ?? null);
    expect(answerOf('/api/landing-page/{id}')).toContain('#/components/schemas/LandingPage"');
    expect(answerOf('/api/landing-page/modules/{id}')).toContain(
      '#/components/schemas/LandingModule"',
    );
    expect(answerOf('/api/navigation')).toContain('#/components/schemas/NavigationItem"');
    expect(answerOf('/api/landing-page/header')).toContain('#/components/schemas/HeaderInfo"');
  });
});
