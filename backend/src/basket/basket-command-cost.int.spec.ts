import request from 'supertest';
import { SEED_PRODUCTS } from '../catalogue';
import { testDialects } from '../platform/database/scratch-database';
import { EventStore } from '../platform/event-store/event-store';
import { createTestApp } from '../testing/test-app';

const NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find((p) => p.distributor === 'Flowers' && p.available)!;
const tomorrow = { deliveryId: 'standard', deliveryDate: '2026-06-05' };

// Budget (docs/benchmarks.md "Budgets"): events read per basket command stay constant as the
// history grows (a snapshot of the decision state is written with every append).
describe.each(testDialects())('basket command cost on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect, now: NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads the snapshot and no more events per command, however long the history', async () => {
    const store = t.app.get(EventStore);
    const eventsRead: number[] = [];
    let streamId = '';
    const read = jest.spyOn(store, 'readSinceSnapshot');
    read.mockImplementation(async function (this: EventStore, ...args) {
      const result = await EventStore.prototype.readSinceSnapshot.apply(this, args);
      eventsRead.push(result.events.length);
      streamId = args[0];
      return result as never;
    });
    const add = await request(t.server)
      .post('/api/product/add')
      .send({ id: bouquet.id, ...tomorrow })
      .expect(200);
    const cookie = String((add.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
    const agent = () => request(t.server);

    for (let pair = 0; pair < 150; pair++) {
      await agent()
        .post('/api/product/add')
        .set('Cookie', cookie)
        .send({ id: bouquet.id, ...tomorrow })
        .expect(200);
      const state = await agent().get('/api/checkout/get').set('Cookie', cookie).expect(200);
      const orders = state.body.data.purchase.orders as { id: string }[];
      await agent()
        .post('/api/checkout/remove')
        .set('Cookie', cookie)
        .send({ orderId: orders.at(-1)!.id })
        .expect((answer) => expect(answer.status).toBeLessThan(300));
    }
    read.mockRestore();

    // 1 + 300 commands, each read the snapshot of the one before and no event after it.
    expect(eventsRead).toHaveLength(301);
    expect(eventsRead.every((count) => count === 0)).toBe(true);
    const history = await store.readStream(streamId);
    expect(history.length).toBeGreaterThanOrEqual(301);

    // The decisions still see the whole history: the one order left is the first.
    const state = await agent().get('/api/checkout/get').set('Cookie', cookie).expect(200);
    expect(state.body.data.purchase.orders).toHaveLength(1);
  });
});
