import { loadConfig } from '../../../platform/config/app-config';
import { testDialects } from '../../../platform/database/scratch-database';
import { createTestApp } from '../../../testing/test-app';
import { FEED_NOW, listen, newKey, SseClient, until } from '../../analytics.test-kit';
import { AnalyticsStreamSlots } from './analytics-stream-slots';

const KEY_FULL =
  'This API key already has 2 streams open, the most it may: close one before opening another, or page through GET /api/analytics/events.';
const SHOP_FULL =
  'This server is serving as many analytics streams as it can: try again in a minute, or page through GET /api/analytics/events.';

describe.each(testDialects())('analytics streams per key and per instance on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  const open: SseClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      dialect,
      now: FEED_NOW,
      config: { analyticsStreams: { perKey: 2, perInstance: 3, pollMs: 3_600_000 } },
    });
    port = await listen(t);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await until(() => t.app.get(AnalyticsStreamSlots).held() === 0, 'every slot given back');
  });
  afterAll(async () => {
    await t.close();
  });

  const held = () => t.app.get(AnalyticsStreamSlots).held();
  async function stream(key: string): Promise<SseClient> {
    const client = await SseClient.open(port, '/api/analytics/stream', {
      Authorization: `Bearer ${key}`,
    });
    open.push(client);
    return client;
  }
  /** A refusal: ended before any event, in the envelope. */
  async function refusal(client: SseClient) {
    await client.ended();
    expect(client.headers['content-type']).toContain('application/json');
    return { status: client.status, body: JSON.parse(client.body) as unknown };
  }

  it('has sensible defaults: 5 streams per key, 200 per instance, one poll a second', () => {
    expect(loadConfig({}).analyticsStreams).toEqual({ perKey: 5, perInstance: 200, pollMs: 1000 });
    expect(
      loadConfig({ ANALYTICS_STREAMS_PER_KEY: '1', ANALYTICS_STREAMS_PER_INSTANCE: '50' })
        .analyticsStreams,
    ).toEqual({ perKey: 1, perInstance: 50, pollMs: 1000 });
    expect(() => loadConfig({ ANALYTICS_STREAMS_PER_KEY: '0' })).toThrow(
      'ANALYTICS_STREAMS_PER_KEY must be a whole number of at least 1, got "0"',
    );
  });

  it('refuses a key its third stream with 429 before streaming, while other keys still stream', async () => {
    const key = await newKey(t);
    for (const client of [await stream(key), await stream(key)]) expect(client.status).toBe(200);

    expect(await refusal(await stream(key))).toEqual({
      status: 429,
      body: { data: null, error: KEY_FULL, isSignedIn: false },
    });
    expect(held()).toBe(2);
    expect((await stream(await newKey(t))).status).toBe(200);
  });

  it('refuses any key once the instance serves as many streams as it may', async () => {
    const [first, second, third] = [await newKey(t), await newKey(t), await newKey(t)];
    await stream(first);
    await stream(first);
    await stream(second);

    for (const key of [second, third]) {
      expect(await refusal(await stream(key))).toEqual({
        status: 429,
        body: { data: null, error: SHOP_FULL, isSignedIn: false },
      });
    }
    expect(held()).toBe(3);
  });

  it('gives the slot back when a client disconnects, to its key and to the instance', async () => {
    const key = await newKey(t);
    const other = await newKey(t);
    const [mine] = [await stream(key), await stream(key), await stream(other)];
    expect((await stream(other)).status).toBe(429);

    mine.close();
    await until(() => held() === 2, 'the closed stream to give its slot back');
    const again = await stream(key);
    expect(again.status).toBe(200);
    expect(held()).toBe(3);

    for (const client of open) client.close();
    await until(() => held() === 0, 'every stream to give its slot back');
    expect((await stream(other)).status).toBe(200);
  });
});
