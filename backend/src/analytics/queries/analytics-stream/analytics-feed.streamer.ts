import { once } from 'node:events';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Response } from 'express';
import { AnalyticsApiKeys } from '../../api-keys/analytics-api-keys';
import { AnalyticsFeedQueries } from '../../projections/analytics-feed/analytics-feed.queries';
import {
  AnalyticsFeedTail,
  FEED_BATCH,
  feedMessage,
  type FeedMessage,
} from './analytics-feed-tail';
import { AnalyticsStreamSlots } from './analytics-stream-slots';

/** Comment lines keep proxies from closing an idle stream; the key is checked again then. */
const HEARTBEAT_MS = 15000;
/** EventSource clients reconnect after this long. */
const RETRY_MS = 2000;

/** Server-sent events of the feed: one `id:` (the cursor), `event:` and `data:` per feed event. */
@Injectable()
export class AnalyticsFeedStreamer implements BeforeApplicationShutdown {
  private readonly logger = new Logger(AnalyticsFeedStreamer.name);
  private readonly open = new Set<AbortController>();

  constructor(
    private readonly feed: AnalyticsFeedQueries,
    private readonly tail: AnalyticsFeedTail,
    private readonly keys: AnalyticsApiKeys,
    private readonly slots: AnalyticsStreamSlots,
  ) {}

  /**
   * Streams from `after` until the client goes, the key is revoked or the shop stops. Refuses
   * (429, nothing written yet) when key `keyId` or this instance has as many streams as it may.
   */
  async stream(response: Response, after: number, key: string, keyId: string): Promise<void> {
    const release = this.slots.take(keyId);
    const stop = new AbortController();
    this.open.add(stop);
    response.on('close', () => stop.abort());
    const unfollow = this.tail.follow();
    const heartbeat = setInterval(() => void this.beat(response, key, stop), HEARTBEAT_MS);
    try {
      response.status(200).set({
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      });
      response.flushHeaders();
      response.write(`retry: ${RETRY_MS}\n: streaming after ${after}\n\n`);
      await this.pump(response, after, stop.signal);
    } catch (error) {
      this.logger.error(`Analytics stream failed: ${String(error)}`);
    } finally {
      clearInterval(heartbeat);
      unfollow();
      this.open.delete(stop);
      release();
      response.end();
    }
  }

  /** How many streams are open now. */
  get openStreams(): number {
    return this.open.size;
  }

  beforeApplicationShutdown(): void {
    for (const stop of this.open) stop.abort();
  }

  /**
   * Writes what the tail holds after the stream's cursor, and waits for the tail to read more.
   * Behind what the tail holds (a resumed consumer, a slow client), the stream reads on its own
   * until it has read to the end, then follows the tail again.
   */
  private async pump(response: Response, after: number, signal: AbortSignal): Promise<void> {
    let cursor = after;
    while (!signal.aborted) {
      const held = this.tail.messagesAfter(cursor);
      if (held === null) {
        const rows = await this.feed.after(cursor, FEED_BATCH);
        cursor = await this.write(response, rows.map(feedMessage), cursor, signal);
        if (rows.length < FEED_BATCH && !signal.aborted) this.tail.caughtUp(cursor);
      } else if (held.length > 0) {
        cursor = await this.write(response, held, cursor, signal);
      } else {
        await this.tail.next(signal);
      }
    }
  }

  /** Writes `messages` in order; answers the cursor of the last one written. */
  private async write(
    response: Response,
    messages: readonly FeedMessage[],
    cursor: number,
    signal: AbortSignal,
  ): Promise<number> {
    let written = cursor;
    for (const message of messages) {
      if (signal.aborted) break;
      const flushed = response.write(message.text);
      written = message.position;
      // A slow client: wait for its buffer to drain rather than queue the whole feed.
      if (!flushed) await once(response, 'drain', { signal }).catch(() => undefined);
    }
    return written;
  }

  private async beat(response: Response, key: string, stop: AbortController): Promise<void> {
    if (stop.signal.aborted) return;
    if (!(await this.keys.verify(key))) stop.abort();
    else response.write(': heartbeat\n\n');
  }
}
