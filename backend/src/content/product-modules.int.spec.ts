import type { LandingModule, ListingProduct } from '@shop/contracts';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CatalogueService, SEED_CATEGORIES } from '../catalogue';
import { testDialects } from '../platform/database/scratch-database';
import { createTestApp } from '../testing/test-app';
import { bestsellersFirst } from './content.test-kit';
import { isProductModuleType, type ProductModuleContent } from './domain/landing-modules';
import type { ProductRule } from './domain/product-rules';
import { SEED_LANDINGS } from './seed';

// Thursday 4 June 2026, 11:00 BST: flowers ordered now arrive tomorrow, plants and hampers later.
const NOW = new Date('2026-06-04T10:00:00Z');
const seededRules = new Map(
  SEED_LANDINGS.flatMap(({ modules }) => modules)
    .filter((m) => isProductModuleType(m.type))
    .map((m) => [m.id, (m.content as ProductModuleContent).rule]),
);

describe.each(testDialects())('product modules on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (path: string) => request(t.server).get(path);
  const allModules = async () =>
    (
      await Promise.all(
        [1, 2, 3].map(async (id) => {
          const response = await get(`/api/landing-page/modules/${id}`).expect(200);
          return response.body.data as LandingModule[];
        }),
      )
    ).flat();
  const productsOf = (modules: LandingModule[], id: number) =>
    (modules.find((m) => m.id === id) as { products: ListingProduct[] }).products;

  /** What `GET /api/category/{slug}` lists for each category, as a shopper would see it. */
  async function listings(): Promise<Map<string, ListingProduct[]>> {
    const bySlug = new Map<string, ListingProduct[]>();
    for (const { slug } of SEED_CATEGORIES) {
      const response = await get(`/api/category/${slug}`);
      bySlug.set(slug, response.status === 200 ? response.body.data.products : []);
    }
    return bySlug;
  }

  /** A rule worked out from the category listings alone. */
  function expectedFor(rule: ProductRule, bySlug: Map<string, ListingProduct[]>) {
    const buyable = (products: ListingProduct[]) =>
      products.filter((p) => p.earliestDeliveryDate !== null);
    if (rule.kind === 'bestsellers') {
      return buyable(bySlug.get(rule.category) ?? [])
        .sort(bestsellersFirst)
        .slice(0, rule.count);
    }
    const everything = new Map([...bySlug.values()].flat().map((p) => [p.id, p]));
    if (rule.kind === 'products') {
      const bySlugOfProduct = new Map([...everything.values()].map((p) => [p.slug, p]));
      return buyable(rule.products.flatMap((slug) => bySlugOfProduct.get(slug) ?? []));
    }
    const inCategories = new Map(
      rule.categories.flatMap((slug) => bySlug.get(slug) ?? []).map((p) => [p.id, p]),
    );
    return buyable([...inCategories.values()])
      .sort(
        (a, b) =>
          a.earliestDeliveryDate!.localeCompare(b.earliestDeliveryDate!) || bestsellersFirst(a, b),
      )
      .slice(0, rule.count);
  }

  it("lists exactly what the catalogue's listings give for each module's rule", async () => {
    const [modules, bySlug] = await Promise.all([allModules(), listings()]);
    for (const [id, rule] of seededRules) {
      const answered = productsOf(modules, id);
      expect({ id, products: answered }).toEqual({ id, products: expectedFor(rule, bySlug) });
      expect(answered.length).toBeGreaterThan(0);
    }
  });

  it('offers the products that can be delivered soonest as Available Soonest', async () => {
    const soonest = productsOf(await allModules(), 105);
    const header = (await get('/api/landing-page/header').expect(200)).body.data;
    expect(soonest).toHaveLength(8);
    for (const product of soonest) {
      expect(product.earliestDeliveryDate).toBe(header.earliestDeliveryDate);
    }
  });

  describe('when the catalogue changes', () => {
    const catalogue = () => t.app.get(CatalogueService);
    const table = (name: string) => t.app.get(DataSource).getRepository(name);

    it("answers today's prices and drops what can no longer be bought", async () => {
      const [first, second] = productsOf(await allModules(), 103);
      await table('products').update(first.id, { price: first.price + 1234 });
      await table('products').update(second.id, { available: false });
      catalogue().invalidate();

      const after = productsOf(await allModules(), 103);
      expect(after[0]).toMatchObject({ id: first.id, price: first.price + 1234 });
      expect(after.map((p) => p.id)).not.toContain(second.id);
      expect(after).toHaveLength(8);
    });

    it('answers an empty list, not an error, when a rule’s category or products are gone', async () => {
      const celebration = seededRules.get(205) as Extract<ProductRule, { kind: 'products' }>;
      await table('categories').delete({ slug: 'house-plants' });
      for (const slug of celebration.products) await table('products').delete({ slug });
      catalogue().invalidate();

      const modules = await allModules();
      expect(productsOf(modules, 107)).toEqual([]);
      expect(productsOf(modules, 108)).toEqual([]);
      expect(productsOf(modules, 205)).toEqual([]);
      expect(productsOf(modules, 103).length).toBeGreaterThan(0);
    });
  });
});
