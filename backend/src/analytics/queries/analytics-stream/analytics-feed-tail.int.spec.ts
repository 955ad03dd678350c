import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { testDialects } from '../../../platform/database/scratch-database';
import { countQueries } from '../../../testing/query-counter';
import { createTestApp } from '../../../testing/test-app';
import {
  FEED_NOW,
  listen,
  newKey,
  shopperJourney,
  SseClient,
  until,
  waitForFeed,
} from '../../analytics.test-kit';
import { AnalyticsFeedTail } from './analytics-feed-tail';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Polls come only when a test asks for them (`tick`) or after an instance's own appends.
const streams = { perKey: 100, perInstance: 100, pollMs: 3_600_000 };

/** Two instances on one database: shoppers on either, streams on both. */
describe.each(testDialects())(
  'the feed read once for every stream of an instance on %s',
  (dialect) => {
    let one: TestApp;
    let two: TestApp;
    const ports = new Map<TestApp, number>();
    let key: string;
    const open: { client: SseClient; after: number; on: TestApp }[] = [];

    beforeAll(async () => {
      one = await createTestApp({ dialect, now: FEED_NOW, config: { analyticsStreams: streams } });
      const { database } = one.app.get<AppConfig>(APP_CONFIG);
      two = await createTestApp({
        dialect,
        now: FEED_NOW,
        config: { database, analyticsStreams: streams },
      });
      for (const t of [one, two]) ports.set(t, await listen(t));
      key = await newKey(one);
      await shopperJourney(one);
      await waitForFeed(one, key, 3);
    });
    afterAll(async () => {
      for (const { client } of open) client.close();
      await two.close();
      await one.close();
    });

    const tail = (t: TestApp) => t.app.get(AnalyticsFeedTail);
    async function stream(t: TestApp, after: number): Promise<SseClient> {
      const client = await SseClient.open(ports.get(t)!, `/api/analytics/stream?after=${after}`, {
        Authorization: `Bearer ${key}`,
      });
      expect(client.status).toBe(200);
      open.push({ client, after, on: t });
      return client;
    }
    /** Polls both instances until every open stream has every event up to `last`. */
    const allDeliveredUpTo = (last: number) =>
      until(async () => {
        await Promise.all([tail(one).tick(), tail(two).tick()]);
        return open.every(({ client, after }) => client.messages.length >= last - after);
      }, `every stream to reach event ${last}`);

    it('gives every stream each event once, in order, whatever instance wrote it and wherever it started', async () => {
      for (const [t, after] of [
        [one, 0],
        [two, 0],
        [two, 2],
        [one, 3],
        [two, 3],
      ] as const) {
        await stream(t, after);
      }
      // Shoppers on both instances while more streams join, some behind the tail.
      await Promise.all([
        ...Array.from({ length: 6 }, (_, i) => shopperJourney(i % 2 ? two : one)),
        (async () => {
          for (const after of [1, 4, 7, 0]) await stream(after % 2 ? one : two, after);
        })(),
      ]);
      const feed = await waitForFeed(one, key, 21);
      expect(feed).toHaveLength(21);
      await allDeliveredUpTo(21);

      for (const { client, after } of open) {
        const expected = Array.from({ length: 21 - after }, (_, i) => String(after + 1 + i));
        expect(client.messages.map((message) => message.id)).toEqual(expected);
        expect(client.messages.map((message) => JSON.parse(message.data))).toEqual(
          feed.slice(after),
        );
      }
    });

    it('reads the feed once per poll however many streams follow it', async () => {
      const last = (await waitForFeed(one, key, 21)).length;
      const followers: { client: SseClient; after: number }[] = [];
      for (let i = 0; i < 20; i += 1) {
        const after = i % 2 ? last : 15;
        followers.push({ client: await stream(two, after), after });
      }
      await allDeliveredUpTo(last);
      const onTwo = open.filter(({ on }) => on === two).length;
      await until(
        () => tail(two).waitingStreams === onTwo,
        'every stream on two to follow its tail',
      );
      // Instance two stops its own subscriptions: what it reads from now on is its streams' reading.
      const counter = await countQueries(two.app);

      counter.reset();
      await tail(two).tick();
      expect(counter.counts().queries).toBe(1);

      await shopperJourney(one, false);
      await waitForFeed(one, key, last + 2);
      counter.reset();
      await tail(two).tick();
      expect(counter.counts().queries).toBe(1);
      await until(
        () => followers.every(({ client, after }) => client.messages.length === last + 2 - after),
        "every stream on instance two to get the other instance's two new events",
      );
      expect(counter.counts().queries).toBe(1);
    });
  },
);
