import { SUPPORT_MESSAGES, supportAuditStreamId, type SupportBasketEvent } from '@shop/contracts';
import request from 'supertest';
import { foldCheckoutState } from '../basket';
import { CheckoutStateQueries } from '../basket';
import { EventStore } from '../platform/event-store/event-store';
import { createTestApp } from '../testing/test-app';
import { TEST_CAPTCHA, signUp } from '../accounts/accounts.test-kit';
import { readyBasket } from '../orders/orders.test-kit';
import { testDialects } from '../platform/database/scratch-database';
import { createStaff, everyKindOfEvent, seedBasket, signIn, staffCookie } from './support.test-kit';

const PAYING_ONLY = [
  'CheckoutBegun',
  'PaymentStarted',
  'PaymentDeclined',
  'BasketPlaced',
  'QuestionnaireAnswered',
];

describe.each(testDialects())('support baskets on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let staff: string;
  let basket: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect, config: { captcha: TEST_CAPTCHA } });
    staff = await staffCookie(t);
    basket = await seedBasket(t, 'session-grace', everyKindOfEvent());
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (path: string) => request(t.server).get(path).set('Cookie', staff);

  describe('history', () => {
    it('lists every event in order with summaries, London times and actors', async () => {
      const response = await get(`/api/support/baskets/${basket}/events`).expect(200);
      const events = response.body.data.events as SupportBasketEvent[];
      expect(response.body.data.basketId).toBe(basket);
      expect(events.map((e) => e.version)).toEqual(everyKindOfEvent().map((_, i) => i + 1));
      expect(events[0]).toEqual({
        position: expect.any(Number),
        version: 1,
        streamId: basket,
        streamVersion: 1,
        streamKind: 'basket',
        streamLabel: 'Basket',
        occurredAt: '2026-06-04T10:00:00.000Z',
        londonTime: '4 Jun 2026, 11:00:00',
        type: 'ProductAdded',
        summary: 'Added Peony Bouquet (Deluxe) for delivery on 5th June by Tracked Delivery',
        actor: { kind: 'shopper', label: 'Shopper (session session-)' },
        correlationId: expect.any(String),
        data: everyKindOfEvent()[0].data,
        metadata: expect.objectContaining({ sessionId: 'session-grace' }),
      });
      expect(events.map((e) => e.summary)).toContain('Removed order 2 (Peony Bouquet)');
    });

    it('records each opening on the audit stream, never on the basket stream', async () => {
      const store = t.app.get(EventStore);
      const versionBefore = await store.streamVersion(basket);
      await get(`/api/support/baskets/${basket}/events`).expect(200);
      t.clock.set(new Date('2026-06-04T10:05:00Z'));
      const second = await get(`/api/support/baskets/${basket}/events`).expect(200);
      expect(await store.streamVersion(basket)).toBe(versionBefore);
      const audit = second.body.data.audit;
      expect(audit[0]).toEqual({
        staffName: 'Ada Support',
        staffEmail: 'ada@posy.test',
        openedAt: '2026-06-04T10:05:00.000Z',
      });
      const recorded = await store.readStream(supportAuditStreamId(basket));
      expect(recorded).toHaveLength(audit.length);
      expect(recorded.at(-1)).toMatchObject({
        type: 'BasketOpenedBySupport',
        data: { basketId: basket, staffName: 'Ada Support', staffEmail: 'ada@posy.test' },
        metadata: { actor: { kind: 'staff' } },
      });
      t.clock.set(new Date('2026-06-04T10:00:00Z'));
    });

    it('answers 404 for an unknown basket and 400 for a malformed id', async () => {
      const missing = await get('/api/support/baskets/basket-nobody/events').expect(404);
      expect(missing.body.error).toBe(SUPPORT_MESSAGES.basketNotFound);
      await get('/api/support/baskets/not-a-basket/events').expect(400);
      await get(`/api/support/baskets/${encodeURIComponent("basket-'; DROP")}/events`).expect(400);
      await get('/api/support/baskets/basket-nobody/state').expect(404);
      await get('/api/support/baskets/basket-nobody/events.csv').expect(404);
    });
  });

  describe('replay', () => {
    it('folds to every version exactly as the events, and the last is the live projection', async () => {
      const events = await t.app.get(EventStore).readStream(basket);
      for (let n = 0; n <= events.length; n++) {
        const { body } = await get(`/api/support/baskets/${basket}/state?version=${n}`).expect(200);
        expect(body.data.version).toBe(n);
        expect(body.data.currentVersion).toBe(events.length);
        expect(body.data.state).toEqual(foldCheckoutState(events.slice(0, n)));
        expect(body.data.previous).toEqual(
          n >= 2 ? foldCheckoutState(events.slice(0, n - 1)) : null,
        );
        // Paying and what follows it change nothing the shopper sees in the basket.
        if (n === 0 || PAYING_ONLY.includes(events[n - 1].type)) {
          expect(body.data.changes).toEqual([]);
        } else expect(body.data.changes.length).toBeGreaterThan(0);
      }
      const live = await t.app.get(CheckoutStateQueries).forStream(basket);
      const latest = await get(`/api/support/baskets/${basket}/state`).expect(200);
      expect(latest.body.data.version).toBe(events.length);
      expect(latest.body.data.state).toEqual(live);
    });

    it('shows the readable diff of a version', async () => {
      const { body } = await get(`/api/support/baskets/${basket}/state?version=7`).expect(200);
      expect(body.data.changes[0]).toMatchObject({
        area: 'delivery',
        orderIndex: 1,
        label:
          'Order 1: delivery changed from 5th June by Tracked Delivery to 8th June by Before 1pm',
      });
    });

    it('refuses a version that is not a whole number from 0 to the current one', async () => {
      for (const bad of ['-1', '1.5', 'x', '23', '999999999999']) {
        await get(`/api/support/baskets/${basket}/state?version=${bad}`).expect(400);
      }
    });
  });

  describe('find', () => {
    let other: string;
    beforeAll(async () => {
      t.clock.set(new Date('2026-06-04T12:00:00Z'));
      other = await seedBasket(t, 'session-other', [
        everyKindOfEvent()[0],
        {
          ...everyKindOfEvent()[10],
          data: { ...everyKindOfEvent()[10].data, email: 'grace@example.com' },
        } as never,
      ]);
      t.clock.set(new Date('2026-06-04T10:00:00Z'));
    });
    const find = async (query: string) =>
      (await get(`/api/support/baskets?query=${encodeURIComponent(query)}`).expect(200)).body.data
        .baskets as { basketId: string }[];

    it('finds by basket id, session id, order number and email (any case), newest first', async () => {
      expect((await find(basket)).map((b) => b.basketId)).toEqual([basket]);
      expect((await find('session-grace')).map((b) => b.basketId)).toEqual([basket]);
      expect((await find('o2')).map((b) => b.basketId)).toEqual([basket]);
      expect((await find('GRACE@example.COM')).map((b) => b.basketId)).toEqual([other, basket]);
      expect(await find('nobody@example.com')).toEqual([]);
    });

    it('summarises each basket', async () => {
      const [found] = await find(basket);
      expect(found).toEqual({
        basketId: basket,
        status: 'checked out',
        orderCount: 2,
        total: foldCheckoutState(await t.app.get(EventStore).readStream(basket)).purchase.total,
        customerEmail: 'Grace@Example.com',
        lastActivity: '2026-06-04T10:00:00.000Z',
        version: everyKindOfEvent().length,
      });
    });

    it('needs a query of 1 to 200 characters', async () => {
      await get('/api/support/baskets').expect(400);
      await get('/api/support/baskets?query=').expect(400);
      await get(`/api/support/baskets?query=${'x'.repeat(201)}`).expect(400);
    });
  });

  describe('CSV export', () => {
    it('downloads the history as escaped CSV', async () => {
      const response = await get(`/api/support/baskets/${basket}/events.csv`).expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename=${basket}.csv`);
      const lines = response.text.split('\r\n');
      expect(lines[0]).toBe(
        'position,version,time (London),type,summary,actor,correlation id,stream,stream version',
      );
      expect(lines).toHaveLength(everyKindOfEvent().length + 2); // header, rows, final CRLF
      expect(lines[1]).toMatch(
        /^\d+,1,"4 Jun 2026, 11:00:00",ProductAdded,Added Peony Bouquet \(Deluxe\) for delivery on 5th June by Tracked Delivery,Shopper \(session session-\),\S+,basket-session-grace,1$/,
      );
      expect(lines[11]).toContain(',"Gave customer details: Grace Hopper, Grace@Example.com",');
    });

    it('records the download as an opening of the basket', async () => {
      const audit = async () =>
        (await get(`/api/support/baskets/${basket}/events`).expect(200)).body.data.audit.length;
      const before = await audit();
      await get(`/api/support/baskets/${basket}/events.csv`).expect(200);
      // The next opening adds one more entry of its own.
      expect(await audit()).toBe(before + 2);
    });

    it('refuses a cross-site opening (a link or picture on another site) without auditing it', async () => {
      const audit = async () =>
        (await get(`/api/support/baskets/${basket}/events`).expect(200)).body.data.audit.length;
      const before = await audit();
      for (const path of [`${basket}/events.csv`, `${basket}/events`]) {
        await get(`/api/support/baskets/${path}`).set('Sec-Fetch-Site', 'cross-site').expect(403);
        await get(`/api/support/baskets/${path}`).set('Origin', 'https://evil.example').expect(403);
      }
      expect(await audit()).toBe(before + 1);
    });
  });

  it("finds a customer account's basket by the account's email, not their sign-ins", async () => {
    const cookie = await signUp(t, { email: 'Findable@Example.com' });
    await readyBasket(t.server, cookie);
    const found = await get('/api/support/baskets?query=FINDABLE@example.com').expect(200);
    const [summary] = found.body.data.baskets as { basketId: string }[];
    expect(found.body.data.baskets).toHaveLength(1);
    const history = await get(`/api/support/baskets/${summary.basketId}/events`).expect(200);
    const types = (history.body.data.events as SupportBasketEvent[]).map((e) => e.type);
    expect(types).toContain('ProductAdded');
    // Signing up and in are the customer's own stream, never shown with the basket.
    expect(types).not.toContain('CustomerSignedUp');
  });

  it('lets a second agent sign in and open the same basket', async () => {
    await createStaff(t, { email: 'grace@posy.test', name: 'Grace Support' });
    const { cookie } = await signIn(t, 'grace@posy.test');
    const response = await request(t.server)
      .get(`/api/support/baskets/${basket}/events`)
      .set('Cookie', cookie!)
      .expect(200);
    expect(response.body.data.audit[0].staffName).toBe('Grace Support');
  });
});
