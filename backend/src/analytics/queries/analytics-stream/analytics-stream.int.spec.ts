import type { AnalyticsCloudEvent } from '@shop/contracts';
import { createTestApp } from '../../../testing/test-app';
import { testDialects } from '../../../platform/database/scratch-database';
import { AnalyticsApiKeys } from '../../api-keys/analytics-api-keys';
import { AnalyticsFeedStreamer } from './analytics-feed.streamer';
import {
  FEED_NOW,
  SseClient,
  listen,
  newKey,
  shopperJourney,
  waitForFeed,
} from '../../analytics.test-kit';

describe.each(testDialects())('analytics stream (server-sent events) on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  let key: string;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ dialect, now: FEED_NOW });
    port = await listen(t);
    key = await newKey(t);
    await shopperJourney(t);
    await waitForFeed(t, key, 3);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(async () => {
    await t.close();
  });

  async function stream(path = '/api/analytics/stream', headers: Record<string, string> = {}) {
    const client = await SseClient.open(port, path, { Authorization: `Bearer ${key}`, ...headers });
    open.push(client);
    return client;
  }
  const cloudEvent = (data: string) => JSON.parse(data) as AnalyticsCloudEvent;

  it('streams the feed from the start as event-stream, one message per CloudEvent', async () => {
    const client = await stream();
    expect(client.status).toBe(200);
    expect(client.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(client.headers['set-cookie']).toBeUndefined();
    const messages = await client.waitFor(3);
    expect(messages.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(messages.map((m) => m.event)).toEqual([
      'shop.posy.analytics.add_to_cart',
      'shop.posy.analytics.add_to_cart',
      'shop.posy.analytics.remove_from_cart',
    ]);
    const feed = await waitForFeed(t, key, 3);
    expect(messages.map((m) => cloudEvent(m.data))).toEqual(feed.slice(0, 3));
    expect(client.body.startsWith('retry: 2000\n')).toBe(true);
  });

  it('is never compressed, so each message goes out as it is written', async () => {
    const client = await stream('/api/analytics/stream', { 'Accept-Encoding': 'br, gzip' });
    expect(client.headers['content-encoding']).toBeUndefined();
    expect(client.headers['cache-control']).toContain('no-transform');
    expect((await client.waitFor(3)).map((m) => m.id)).toEqual(['1', '2', '3']);
  });

  it('delivers events live as shoppers add and remove', async () => {
    const client = await stream('/api/analytics/stream?after=3');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages).toEqual([]);
    await shopperJourney(t, false);
    const live = await client.waitFor(2, 10000);
    expect(live.map((m) => m.id)).toEqual(['4', '5']);
    expect(cloudEvent(live[0].data).data).toMatchObject({ event: 'add_to_cart', device_type: 'm' });
  });

  it('resumes after Last-Event-ID, which wins over ?after=', async () => {
    const feed = await waitForFeed(t, key, 5);
    const client = await stream('/api/analytics/stream?after=1', { 'Last-Event-ID': '3' });
    const resumed = await client.waitFor(2);
    expect(resumed.map((m) => m.id)).toEqual(['4', '5']);
    expect(resumed.map((m) => cloudEvent(m.data))).toEqual(feed.slice(3, 5));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.messages).toHaveLength(2);
  });

  it('refuses without a key or with a bad Last-Event-ID, in the envelope', async () => {
    const anonymous = await SseClient.open(port, '/api/analytics/stream', {});
    await anonymous.ended();
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toMatchObject({ data: null, isSignedIn: false });
    const bad = await stream('/api/analytics/stream', { 'Last-Event-ID': 'yesterday' });
    await bad.ended();
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).error).toBe(
      'Last-Event-ID must be a cursor: a whole number, 0 or more',
    );
  });

  it('lets go of the stream when the client disconnects', async () => {
    const streamer = t.app.get(AnalyticsFeedStreamer);
    const before = streamer.openStreams;
    const client = await stream();
    await client.waitFor(1);
    expect(streamer.openStreams).toBe(before + 1);
    client.close();
    const deadline = Date.now() + 3000;
    while (streamer.openStreams > before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(streamer.openStreams).toBe(before);
  });

  it('ends an open stream when its key is revoked, at the next heartbeat', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const keys = t.app.get(AnalyticsApiKeys);
      const revocable = await keys.create('short-lived');
      const client = await SseClient.open(port, '/api/analytics/stream?after=5', {
        'X-Api-Key': revocable.key,
      });
      open.push(client);
      await keys.revoke('short-lived');
      const ended = client.ended();
      await jest.advanceTimersByTimeAsync(15000);
      jest.useRealTimers();
      await ended;
      expect(client.status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});
