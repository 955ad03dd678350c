import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalyticsCloudEvent } from '@shop/contracts';
import request from 'supertest';
import { SEED_PRODUCTS } from '../catalogue';
import type { createTestApp } from '../testing/test-app';
import { AnalyticsApiKeys } from './api-keys/analytics-api-keys';

/*
 * Shared by the analytics API suites: shoppers filling baskets over HTTP, keys, and a raw
 * server-sent-events client. Free of jest so it type-checks with the build.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// With the suites' clock at Thursday 4 June 2026, 11:00 BST, flowers can go tomorrow.
export const FEED_NOW = new Date('2026-06-04T10:00:00Z');
const bouquet = SEED_PRODUCTS.find(
  (p) => p.distributor === 'Flowers' && p.variants.length === 3 && p.available,
)!;
const giftCard = SEED_PRODUCTS.find((p) => p.sku === 'GIFTCARD')!;

/** A shopper on an iPhone who adds a bouquet and a gift card and removes the bouquet. */
export async function shopperJourney(t: TestApp, removeBouquet = true): Promise<void> {
  const first = await request(t.server).post('/api/user-session');
  const cookie = String((first.headers['set-cookie'] as unknown as string[])[0]).split(';')[0];
  const call = (path: string, body: object) =>
    request(t.server).post(path).set('Cookie', cookie).set('User-Agent', IPHONE).send(body);
  await call('/api/product/add', {
    id: bouquet.id,
    deliveryId: 'standard',
    deliveryDate: '2026-06-05',
  }).expect(200, { data: [], isSignedIn: false });
  await call('/api/product/add/gift-card', { id: giftCard.id, price: 3000 }).expect(200);
  if (!removeBouquet) return;
  const state = await request(t.server).get('/api/checkout/get').set('Cookie', cookie);
  await call('/api/checkout/remove', { orderId: state.body.data.purchase.orders[0].id }).expect(
    200,
  );
}

export const newKey = async (t: TestApp, name = `consumer-${Math.random()}`) =>
  (await t.app.get(AnalyticsApiKeys).create(name)).key;

/** Reads the whole feed through the API, waiting until it holds at least `count` events. */
export async function waitForFeed(
  t: TestApp,
  key: string,
  count: number,
): Promise<AnalyticsCloudEvent[]> {
  const deadline = Date.now() + 10000;
  for (;;) {
    const page = await request(t.server)
      .get('/api/analytics/events?limit=1000')
      .set('Authorization', `Bearer ${key}`)
      .expect(200);
    const events = page.body.data.events as AnalyticsCloudEvent[];
    if (events.length >= count || Date.now() > deadline) return events;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until `check` holds, asking again as soon as the event loop is free, for at most 10 s;
 * throws naming `what` when it never does.
 */
export async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface SseMessage {
  id?: string;
  event?: string;
  data: string;
}

/** A raw SSE connection: collects messages and comments as they arrive. */
export class SseClient {
  readonly messages: SseMessage[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  private buffer = '';
  private request: http.ClientRequest | null = null;
  private response: http.IncomingMessage | null = null;
  body = '';

  /** Opens the stream; resolves once the response headers arrived. */
  static async open(port: number, path: string, headers: Record<string, string>) {
    const client = new SseClient();
    await new Promise<void>((resolve, reject) => {
      client.request = http.get({ host: '127.0.0.1', port, path, headers }, (response) => {
        client.response = response;
        client.status = response.statusCode ?? 0;
        client.headers = response.headers;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => client.receive(chunk));
        response.on('error', () => undefined);
        resolve();
      });
      client.request.on('error', reject);
    });
    return client;
  }

  /** Waits until `count` messages have arrived (or the timeout passes) and returns them. */
  async waitFor(count: number, timeoutMs = 5000): Promise<SseMessage[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return this.messages.slice(0, count);
  }

  /** Resolves when the server has ended the response. */
  ended(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.response || this.response.complete) resolve();
      else this.response.on('end', resolve).on('close', resolve);
    });
  }

  close(): void {
    this.request?.destroy();
  }

  private receive(chunk: string): void {
    this.body += chunk;
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const message: SseMessage = { data: '' };
      let isMessage = false;
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        const match = /^(id|event|data): ?(.*)$/.exec(line);
        if (!match) continue;
        isMessage = true;
        if (match[1] === 'data') message.data += match[2];
        else message[match[1] as 'id' | 'event'] = match[2];
      }
      if (isMessage) this.messages.push(message);
    }
  }
}

/** Starts the app listening on a free port (SSE needs a long-lived connection). */
export async function listen(t: TestApp): Promise<number> {
  await t.app.listen(0, '127.0.0.1');
  return (t.server.address() as AddressInfo).port;
}
