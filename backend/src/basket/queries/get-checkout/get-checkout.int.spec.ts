import { basketStreamId, emptyCheckoutState } from '@shop/contracts';
import request from 'supertest';
import { EventStore } from '../../../platform/event-store/event-store';
import { hashToken } from '../../../platform/session/session.service';
import { SESSION_COOKIE } from '../../../platform/session/session.middleware';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { product } from '../../basket.test-kit';

const tokenOf = (setCookie: unknown): string =>
  String((setCookie as string[])[0])
    .split(';')[0]
    .split('=')[1];

describe.each(testDialects())('checkout read side on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an empty basket for a new session, and get-with-redirect sends it home', async () => {
    const first = await request(t.server).get('/api/checkout/get').expect(200);
    expect(first.body.data).toEqual(emptyCheckoutState());
    expect(first.headers['set-cookie']).toBeUndefined(); // reading saves no session
    const redirect = await request(t.server).get('/api/checkout/get-with-redirect').expect(200);
    expect(redirect.body.redirectUrl).toBe('/');
  });

  it("shows a session its own basket as projected from its events, and never another session's", async () => {
    const mine = await request(t.server).post('/api/user-session');
    const token = tokenOf(mine.headers['set-cookie']);
    const store = t.app.get(EventStore);
    await store.append(
      basketStreamId(hashToken(token)),
      'no_stream',
      [
        {
          type: 'ProductAdded',
          data: {
            orderId: 'o1',
            product: product(),
            pot: null,
            delivery: {
              methodId: 'standard',
              methodName: 'Standard Delivery',
              date: '2026-06-05',
              price: 0,
              originalPrice: 0,
            },
            isGiftCard: false,
          },
        },
      ],
      { actor: { kind: 'system', process: 'test' } },
    );
    const own = await request(t.server)
      .get('/api/checkout/get-with-redirect')
      .set('Cookie', `${SESSION_COOKIE}=${token}`)
      .expect(200);
    expect(own.body.redirectUrl).toBeUndefined();
    expect(own.body.data.purchase.total).toBe(3500);
    expect(own.body.data.purchase.orders[0].orderItems[0].product.name).toBe('The Harriet');
    const someoneElse = await request(t.server).get('/api/checkout/get').expect(200);
    expect(someoneElse.body.data.purchase.orders).toEqual([]);
  });
});
