import { PATH_MESSAGES } from '../platform/http/path-pipes';
import request from 'supertest';
import { isDeliverable } from '../delivery-rules';
import { createTestApp } from '../testing/test-app';
import { testDialects } from '../platform/database/scratch-database';
import { CATALOGUE_MESSAGES } from './domain/catalogue.messages';
import { BAD_FAVOURITE_IDS } from './domain/favourites';
import { SEED_CATEGORIES, SEED_POTS, SEED_PRODUCTS } from './seed';

// Thursday 4 June 2026, 11:00 BST: flowers ordered now arrive tomorrow.
const NOW = new Date('2026-06-04T10:00:00Z');
const flowers = SEED_CATEGORIES.find((c) => c.slug === 'flowers')!;
const bouquetWithVariants = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Flowers' && p.variants.length === 3 && p.available,
)!;
const plant = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Plants' && p.isCustomisable && p.available,
)!;
const card = SEED_PRODUCTS.find((p) => p.distributor === 'Cards' && p.available)!;

describe.each(testDialects())('catalogue API on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (path: string) => request(t.server).get(path);

  describe('GET /api/category/{slug}', () => {
    it('answers the category, its filters and its products, cacheably', async () => {
      const response = await get('/api/category/flowers').expect(200);
      const { category, defaultSort, attributes, products } = response.body.data;
      expect(category).toMatchObject({ id: flowers.id, slug: 'flowers', name: flowers.name });
      expect(defaultSort).toBe('weight');
      expect(attributes.map((a: { name: string }) => a.name)).toEqual([
        'Colour',
        'Occasion',
        'Recipient',
        'Birthday Ages',
        'Anniversaries',
        'Style',
      ]);
      const expected = SEED_PRODUCTS.filter((p) => p.categories.includes(flowers.id)).map(
        (p) => p.id,
      );
      expect(products.map((p: { id: number }) => p.id).sort()).toEqual(expected.sort());
      expect(response.headers['cache-control']).toContain('max-age=300');
    });

    it('gives listing prices in pence, discountAmount as pounds, and the earliest delivery date', async () => {
      const response = await get('/api/category/flowers').expect(200);
      const discounted = SEED_PRODUCTS.find(
        (p) => p.categories.includes(flowers.id) && p.discount > 0,
      );
      const listed = response.body.data.products.find(
        (p: { id: number }) => p.id === (discounted ?? bouquetWithVariants).id,
      );
      const source = discounted ?? bouquetWithVariants;
      expect(listed).toMatchObject({
        price: source.price,
        discountedPrice: source.price - source.discount,
        discountAmount: (source.discount / 100).toFixed(2),
        image: `/images/products/${source.id}-586.svg`,
        earliestDeliveryDate: source.available ? '2026-06-05' : null,
      });
    });

    it('answers an unknown slug with a 404 envelope', async () => {
      const response = await get('/api/category/no-such-category').expect(404);
      expect(response.body).toMatchObject({
        data: null,
        error: CATALOGUE_MESSAGES.categoryNotFound,
      });
    });
  });

  describe('GET /api/category-products/{categoryId}[/{date}]', () => {
    it('keys products by id', async () => {
      const response = await get(`/api/category-products/${flowers.id}`).expect(200);
      expect(response.body.data.errors).toEqual([]);
      const ids = Object.keys(response.body.data.products).map(Number);
      expect(ids.length).toBe(
        SEED_PRODUCTS.filter((p) => p.categories.includes(flowers.id)).length,
      );
    });

    it('with a date, keeps only products deliverable that day', async () => {
      const plants = SEED_CATEGORIES.find((c) => c.slug === 'house-plants')!;
      for (const [category, date] of [
        [flowers, '2026-06-05'],
        [plants, '2026-06-05'],
        [plants, '2026-06-06'],
        [flowers, '2026-06-08'],
      ] as const) {
        const response = await get(`/api/category-products/${category.id}/${date}`).expect(200);
        const expected = SEED_PRODUCTS.filter(
          (p) =>
            p.categories.includes(category.id) &&
            p.available &&
            isDeliverable(p.distributor, date, NOW),
        ).map((p) => String(p.id));
        expect(Object.keys(response.body.data.products).sort()).toEqual(expected.sort());
      }
    });

    it('refuses a malformed date or id, and explains a date that has passed', async () => {
      expect(
        (await get(`/api/category-products/${flowers.id}/2026-02-30`).expect(400)).body.error,
      ).toBe(PATH_MESSAGES.badDate);
      expect((await get('/api/category-products/abc').expect(400)).body.error).toBe(
        PATH_MESSAGES.badId,
      );
      await get('/api/category-products/999999').expect(404);
      const past = await get(`/api/category-products/${flowers.id}/2026-06-01`).expect(200);
      expect(past.body.data).toEqual({ products: {}, errors: [CATALOGUE_MESSAGES.pastDate] });
    });
  });

  describe('products', () => {
    it('GET /api/product/slug/{slug} answers the product, breadcrumb and email', async () => {
      const response = await get(`/api/product/slug/${bouquetWithVariants.slug}`).expect(200);
      const { product, breadcrumb, email } = response.body.data;
      expect(product).toMatchObject({
        id: bouquetWithVariants.id,
        sku: bouquetWithVariants.sku,
        bulletPoints: bouquetWithVariants.bulletPoints,
        contents: bouquetWithVariants.contents,
        posyPoints: bouquetWithVariants.posyPoints,
        defaultDeliveryMethodCost: 0,
      });
      expect(product.variants).toHaveLength(3);
      expect(product.description).not.toMatch(/<script/i);
      expect(breadcrumb[0]).toEqual({ name: 'Home', url: '/' });
      expect(breadcrumb.at(-1)).toEqual({
        name: bouquetWithVariants.name,
        url: `/product/${bouquetWithVariants.slug}`,
      });
      expect(email).toBeNull();
    });

    it('answers an unknown slug without a product (the page shows not-found)', async () => {
      const response = await get('/api/product/slug/not-a-product').expect(200);
      expect(response.body.data).toEqual({ breadcrumb: [], email: null });
    });

    it('GET /api/product/id/{variantId} answers the product as that variant', async () => {
      const deluxe = bouquetWithVariants.variants[1];
      const response = await get(`/api/product/id/${deluxe.id}`).expect(200);
      expect(response.body.data.errors).toEqual([]);
      expect(response.body.data.product).toMatchObject({
        id: bouquetWithVariants.id,
        price: deluxe.price,
      });
      await get('/api/product/id/987654').expect(404);
      await get('/api/product/id/0').expect(400);
    });

    it('GET /api/product/tabs/{productId} answers the three Why choose tabs', async () => {
      const response = await get(`/api/product/tabs/${bouquetWithVariants.id}`).expect(200);
      for (const tab of response.body.data) expect(tab.image).toBeNull();
      expect(response.body.data.map((tab: { type: string }) => tab.type).sort()).toEqual([
        'reviews',
        'single_image_information',
        'text',
      ]);
      await get('/api/product/tabs/987654').expect(404);
    });

    it('GET /api/product/you-may-also-be-interested-in/{productId} links to available products', async () => {
      const response = await get(
        `/api/product/you-may-also-be-interested-in/${bouquetWithVariants.id}`,
      ).expect(200);
      const slugs = new Set(SEED_PRODUCTS.filter((p) => p.available).map((p) => p.slug));
      expect(response.body.data.length).toBeGreaterThan(0);
      for (const related of response.body.data) expect(slugs.has(related.link)).toBe(true);
    });

    it('GET /api/product/{productId}/extras/435 lists the pots of a customisable plant', async () => {
      const response = await get(`/api/product/${plant.id}/extras/435`).expect(200);
      expect(response.body.data).toHaveLength(SEED_POTS.length);
      expect(response.body.data.length).toBeGreaterThanOrEqual(6);
      expect(response.body.data[0]).toMatchObject({
        image: expect.stringMatching(/^\/images\/pots\//),
        children: [],
      });
      expect(
        (await get(`/api/product/${bouquetWithVariants.id}/extras/435`).expect(404)).body.error,
      ).toBe(CATALOGUE_MESSAGES.noExtras);
      await get(`/api/product/${plant.id}/extras/999`).expect(404);
    });
  });

  describe('header and favourites', () => {
    it('GET /api/landing-page/header gives the earliest delivery date', async () => {
      const response = await get('/api/landing-page/header').expect(200);
      expect(response.body.data).toEqual({ earliestDeliveryDate: '2026-06-05' });
    });

    it('GET /api/favourites answers the asked products in order, skipping unknown ids', async () => {
      const response = await get(
        `/api/favourites?ids=${card.id},${bouquetWithVariants.id},987654`,
      ).expect(200);
      expect(
        response.body.data.map((f: { id: number; category: string }) => [f.id, f.category]),
      ).toEqual([
        [card.id, 'Cards'],
        [bouquetWithVariants.id, 'Flowers'],
      ]);
      expect((await get('/api/favourites?ids=1,abc').expect(400)).body.error).toBe(
        BAD_FAVOURITE_IDS,
      );
      expect((await get('/api/favourites').expect(200)).body.data).toEqual([]);
    });
  });

  describe('search', () => {
    it('suggests at most 4 products for a term, tolerating a typo', async () => {
      const word = bouquetWithVariants.name.split(' ').find((w) => w.length >= 5)!;
      const exact = await get(`/api/search/products?term=${encodeURIComponent(word)}`).expect(200);
      expect(exact.body.data.length).toBeGreaterThan(0);
      expect(exact.body.data.length).toBeLessThanOrEqual(4);
      expect(exact.body.data[0]).toEqual({
        slug: expect.any(String),
        name: expect.any(String),
        image: expect.any(String),
        price: expect.any(Number),
        discountedPrice: expect.any(Number),
        discountAmount: expect.any(String),
        priceLabel: null,
      });
      const typo = word.slice(0, -1) + (word.endsWith('x') ? 'y' : 'x');
      const fuzzy = await get(`/api/search/products?term=${encodeURIComponent(typo)}`).expect(200);
      expect(fuzzy.body.data.map((s: { slug: string }) => s.slug)).toEqual(
        expect.arrayContaining([exact.body.data[0].slug]),
      );
    });

    it('finds what the shopper meant when two neighbouring letters are swapped', async () => {
      const names = async (term: string) =>
        (await get(`/api/search/products?term=${term}`).expect(200)).body.data.map(
          (s: { name: string }) => s.name,
        );
      expect((await names('rsoes'))[0]).toMatch(/rose/i);
      expect((await names('tulpis'))[0]).toMatch(/tulip/i);
      expect(await names('zzqxv')).toEqual([]);
    });

    it('gives each result the prices its listing card shows', async () => {
      const searchable = SEED_PRODUCTS.filter((p) => p.available && p.distributor !== 'Cards');
      const discounted = searchable.find((p) => p.discount > 0 && !p.priceLabel)!;
      const labelled = searchable.find((p) => p.priceLabel)!;
      for (const source of [discounted, labelled, bouquetWithVariants]) {
        const response = await get(
          `/api/search/products?term=${encodeURIComponent(source.name)}&limit=48`,
        ).expect(200);
        const found = response.body.data.find((s: { slug: string }) => s.slug === source.slug);
        expect(found).toEqual({
          slug: source.slug,
          name: source.name,
          image: `/images/products/${source.id}-285.svg`,
          price: source.price,
          discountedPrice: source.price - source.discount,
          discountAmount: (source.discount / 100).toFixed(2),
          priceLabel: source.priceLabel,
        });
      }
    });

    it('validates its query', async () => {
      await get('/api/search/products').expect(400);
      await get('/api/search/products?term=rose&limit=100').expect(400);
      await get('/api/search/cards').expect(400);
      await get('/api/search/cards?category=92&attributes=red').expect(400);
    });

    it("lists a category's cards by sortingOrder, with the personalised filter", async () => {
      const birthday = SEED_PRODUCTS.filter(
        (p) => p.distributor === 'Cards' && p.available && p.categories.includes(92),
      );
      const response = await get('/api/search/cards?category=92').expect(200);
      expect(response.body.data.map((p: { id: number }) => p.id)).toEqual(
        [...birthday]
          .sort((a, b) => b.sortingOrder - a.sortingOrder || a.id - b.id)
          .map((p) => p.id),
      );
      const personalised = await get('/api/search/cards?category=92&personalised=true').expect(200);
      for (const p of personalised.body.data) expect(p.isPersonalisable).toBe(true);
      const none = await get('/api/search/cards?category=92&term=zzzzqqqq').expect(200);
      expect(none.body.data).toEqual([]);
    });
  });

  describe('images and redirects', () => {
    it('serves generated product images with long cache headers', async () => {
      const response = await get(`/images/products/${bouquetWithVariants.id}-586.svg`).expect(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(String(response.body)).toContain('width="586"');
      await get(`/images/products/${bouquetWithVariants.id}-285.svg`).expect(200);
      await get(`/images/pots/${SEED_POTS[0].id}-586.svg`).expect(200);
      await get('/images/products/987654-586.svg').expect(404);
      await get('/images/products/1-999.svg').expect(404);
    });

    it('redirects /product/dried-flowers permanently to the category', async () => {
      const response = await get('/product/dried-flowers').expect(301);
      expect(response.headers.location).toBe('/category/dried-flowers');
    });
  });
});
