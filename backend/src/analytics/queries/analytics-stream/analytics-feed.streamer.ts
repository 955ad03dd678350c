import { once } from 'node:events';
import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Response } from 'express';
import { AnalyticsApiKeys } from '../../api-keys/analytics-api-keys';
import { toCloudEvent } from '../../domain/analytics-cloud-event';
import { AnalyticsFeedNotifier } from '../../projections/analytics-feed/analytics-feed.notifier';
import { AnalyticsFeedQueries } from '../../projections/analytics-feed/analytics-feed.queries';

const BATCH = 500;
/** Rows written by other instances are found by polling at this interval. */
const POLL_MS = 1000;
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
    private readonly notifier: AnalyticsFeedNotifier,
    private readonly keys: AnalyticsApiKeys,
  ) {}

  /** Streams from `after` until the client goes, the key is revoked or the shop stops. */
  async stream(response: Response, after: number, key: string): Promise<void> {
    const stop = new AbortController();
    this.open.add(stop);
    response.on('close', () => stop.abort());
    response.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    response.flushHeaders();
    const heartbeat = setInterval(() => void this.beat(response, key, stop), HEARTBEAT_MS);
    try {
      response.write(`retry: ${RETRY_MS}\n: streaming after ${after}\n\n`);
      await this.pump(response, after, stop.signal);
    } catch (error) {
      this.logger.error(`Analytics stream failed: ${String(error)}`);
    } finally {
      clearInterval(heartbeat);
      this.open.delete(stop);
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

  private async pump(response: Response, after: number, signal: AbortSignal): Promise<void> {
    let cursor = after;
    while (!signal.aborted) {
      const rows = await this.feed.after(cursor, BATCH);
      for (const row of rows) {
        if (signal.aborted) return;
        const event = toCloudEvent(row);
        const written = response.write(
          `id: ${row.position}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`,
        );
        cursor = row.position;
        // A slow client: wait for its buffer to drain rather than queue the whole feed.
        if (!written) await once(response, 'drain', { signal }).catch(() => undefined);
      }
      if (rows.length < BATCH) await this.changeOrTimeout(signal);
    }
  }

  private async beat(response: Response, key: string, stop: AbortController): Promise<void> {
    if (stop.signal.aborted) return;
    if (!(await this.keys.verify(key))) stop.abort();
    else response.write(': heartbeat\n\n');
  }

  /** Resolves when the feed may have grown, after the poll interval, or when the stream stops. */
  private changeOrTimeout(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        cancel();
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, POLL_MS);
      const cancel = this.notifier.once(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }
}
