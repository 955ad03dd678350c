import request from 'supertest';
import { SEED_PRODUCTS } from '../catalogue';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { createTestApp } from '../testing/test-app';
import { testDialects } from '../platform/database/scratch-database';

// Thursday 4 June 2026, 11:00 BST: flowers can go tomorrow by Standard Delivery.
const NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;
const tomorrow = { deliveryId: 'standard', deliveryDate: '2026-06-05' };

// Two backend instances on one database, as behind a load balancer: each keeps its own session
// cache and queues its own commands per basket, and optimistic concurrency settles the rest.
describe.each(testDialects())('two instances on %s', (dialect) => {
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    one = await createTestApp({ dialect, now: NOW });
    const { database } = one.app.get<AppConfig>(APP_CONFIG);
    two = await createTestApp({ dialect, now: NOW, config: { database } });
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('serves one session from both and lands every parallel add once', async () => {
    const created = await request(one.server).post('/api/user-session');
    const me = String((created.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request((i % 2 ? two : one).server)
          .post('/api/product/add')
          .set('Cookie', me)
          .send({ id: bouquet.id, ...tomorrow }),
      ),
    );
    expect(answers.map((a) => [a.status, a.headers['set-cookie']])).toEqual(
      Array.from({ length: 20 }, () => [200, undefined]),
    );
    for (const t of [one, two]) {
      const response = await request(t.server).get('/api/checkout/get').set('Cookie', me);
      expect(response.body.data.purchase.orders).toHaveLength(20);
    }
  });
});
