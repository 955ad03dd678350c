import type { AnalyticsCloudEvent } from '@shop/contracts';
import request from 'supertest';
import { EventStore } from '../../../platform/event-store/event-store';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { AnalyticsApiKeys } from '../../api-keys/analytics-api-keys';
import { ANALYTICS_MESSAGES } from '../../domain/analytics.messages';
import { FEED_NOW, newKey, shopperJourney, waitForFeed } from '../../analytics.test-kit';

describe.each(testDialects())('analytics events API on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let key: string;
  let feed: AnalyticsCloudEvent[];

  beforeAll(async () => {
    t = await createTestApp({ dialect, now: FEED_NOW });
    key = await newKey(t);
    for (let i = 0; i < 3; i++) await shopperJourney(t);
    feed = await waitForFeed(t, key, 9);
  });
  afterAll(async () => {
    await t.close();
  });

  const events = (query: string, as = key) =>
    request(t.server).get(`/api/analytics/events${query}`).set('Authorization', `Bearer ${as}`);

  describe('keys', () => {
    const refused = {
      data: null,
      error: ANALYTICS_MESSAGES.badKey,
      isSignedIn: false,
    };

    it('answers 401 in the envelope without a key, and mints no shopper session', async () => {
      const response = await request(t.server).get('/api/analytics/events').expect(401, refused);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('answers 401 for a malformed or unknown key', async () => {
      await events('', 'not-a-key').expect(401, refused);
      await events('', `posy_ak_${'A'.repeat(43)}`).expect(401, refused);
      await request(t.server).get('/api/analytics/events').set('Authorization', key).expect(401);
    });

    it('accepts a key as a bearer token or in X-Api-Key', async () => {
      await events('').expect(200);
      await request(t.server).get('/api/analytics/events').set('X-Api-Key', key).expect(200);
    });

    it('serves other sites: reading the feed changes nothing, so the cross-site rule does not apply', async () => {
      await events('')
        .set('Sec-Fetch-Site', 'cross-site')
        .set('Origin', 'https://warehouse.example')
        .expect(200);
    });

    it('answers 401 once the key is revoked, by name or by id', async () => {
      const keys = t.app.get(AnalyticsApiKeys);
      const byName = await keys.create('warehouse loader');
      await events('', byName.key).expect(200);
      expect((await keys.revoke('warehouse loader')).map((k) => k.id)).toEqual([byName.id]);
      await events('', byName.key).expect(401, refused);
      const byId = await keys.create('marketing tool');
      await keys.revoke(byId.id);
      await events('', byId.key).expect(401, refused);
      await events('').expect(200);
    });
  });

  describe('paging', () => {
    it('mirrors each add and removal as a CloudEvent with the GA4 payload', async () => {
      const log = await t.app.get(EventStore).readAll({ after: 0, limit: 100 });
      expect(feed.map((e) => e.data.source_event_id)).toEqual(log.map((e) => e.metadata.eventId));
      const [bouquet, giftCard, removal] = feed;
      expect(bouquet).toEqual({
        specversion: '1.0',
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        source: '/posy/basket',
        type: 'shop.posy.analytics.add_to_cart',
        subject: log[0].streamId,
        time: FEED_NOW.toISOString(),
        datacontenttype: 'application/json',
        sequence: '0000000000000000001',
        data: {
          event: 'add_to_cart',
          device_type: 'm',
          basket_id: log[0].streamId,
          order_id: expect.any(String),
          source_event_id: log[0].metadata.eventId,
          ecommerce: {
            currency: 'GBP',
            value: expect.any(Number),
            value_pence: expect.any(Number),
            items: [expect.objectContaining({ item_brand: 'Flowers', quantity: 1 })],
          },
        },
      });
      expect(giftCard.data.ecommerce).toMatchObject({ value: 30, value_pence: 3000 });
      expect(removal.type).toBe('shop.posy.analytics.remove_from_cart');
      expect(removal.data.ecommerce.items).toEqual(bouquet.data.ecommerce.items);
      expect(removal.data.order_id).toBe(bouquet.data.order_id);
    });

    it('pages in order without gaps, each page starting after the cursor it was given', async () => {
      const seen: AnalyticsCloudEvent[] = [];
      let cursor = 0;
      for (;;) {
        const page = (await events(`?after=${cursor}&limit=4`).expect(200)).body.data;
        if (page.events.length === 0) {
          expect(page.nextCursor).toBe(cursor);
          break;
        }
        expect(page.events.length).toBeLessThanOrEqual(4);
        seen.push(...page.events);
        cursor = page.nextCursor;
        expect(cursor).toBe(Number(page.events.at(-1).sequence));
      }
      expect(seen).toEqual(feed);
      expect(seen.map((e) => Number(e.sequence))).toEqual(feed.map((_, i) => i + 1));
    });

    it('starts from the beginning and gives 100 by default', async () => {
      const page = (await events('').expect(200)).body.data;
      expect(page.events).toEqual(feed);
      expect(page.nextCursor).toBe(feed.length);
    });

    it.each([
      ['?limit=0', 'limit must be a whole number from 1 to 1000'],
      ['?limit=1001', 'limit must be a whole number from 1 to 1000'],
      ['?limit=ten', 'limit must be a whole number from 1 to 1000'],
      ['?limit=2.5', 'limit must be a whole number from 1 to 1000'],
      ['?after=-1', 'after must be a cursor: a whole number, 0 or more'],
      ['?after=abc', 'after must be a cursor: a whole number, 0 or more'],
      ['?since=3', 'property since should not exist'],
    ])('answers 400 in the envelope for %s', async (query, error) => {
      await events(query).expect(400, { data: null, error, isSignedIn: false });
    });

    it('accepts the limits 1 and 1000', async () => {
      expect((await events('?limit=1').expect(200)).body.data.events).toHaveLength(1);
      expect((await events('?limit=1000').expect(200)).body.data.events).toHaveLength(feed.length);
    });
  });
});
