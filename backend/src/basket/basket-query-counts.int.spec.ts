import request from 'supertest';
import { SEED_PRODUCTS } from '../catalogue';
import { countQueries } from '../testing/query-counter';
import { createTestApp } from '../testing/test-app';
import { testDialects } from '../platform/database/scratch-database';

// Thursday 4 June 2026, 11:00 BST: flowers can go tomorrow by Standard Delivery.
const NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;
const tomorrow = { deliveryId: 'standard', deliveryDate: '2026-06-05' };

// The budgets of docs/benchmarks.md "Budgets": reading a basket is one query; an add is one read of
// the stream plus one transaction. The session comes from the instance's cache.
describe.each(testDialects())('basket query counts on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let me: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
    const response = await request(t.server).post('/api/user-session');
    me = String((response.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
    // Loads the catalogue, which is read once per instance.
    await request(t.server)
      .post('/api/product/add')
      .set('Cookie', me)
      .send({ id: bouquet.id, ...tomorrow });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the checkout state with one query', async () => {
    const watch = await countQueries(t.app);
    const response = await request(t.server).get('/api/checkout/get').set('Cookie', me).expect(200);
    expect(response.body.data.purchase.orders).toHaveLength(1);
    expect(watch.counts()).toEqual({ queries: 1, transactions: 0 });
  });

  it('adds to the basket with one stream read and one transaction', async () => {
    const watch = await countQueries(t.app);
    const response = await request(t.server)
      .post('/api/product/add')
      .set('Cookie', me)
      .send({ id: bouquet.id, ...tomorrow })
      .expect(200);
    expect(response.body.data).toEqual([]);
    expect(watch.counts()).toEqual({ queries: 1, transactions: 1 });
  });
});
