import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { toCloudEvent } from '../../domain/analytics-cloud-event';
import type { AnalyticsEventRow } from '../../domain/analytics-record';
import { AnalyticsFeedNotifier } from '../../projections/analytics-feed/analytics-feed.notifier';
import { AnalyticsFeedQueries } from '../../projections/analytics-feed/analytics-feed.queries';

/** Rows one read of the feed takes. */
export const FEED_BATCH = 500;
/** Newest messages the tail holds for streams a little behind it. */
const HELD = 2 * FEED_BATCH;

/** One feed event as a stream writes it: its cursor and its server-sent-events message. */
export interface FeedMessage {
  position: number;
  text: string;
}

export function feedMessage(row: AnalyticsEventRow): FeedMessage {
  const event = toCloudEvent(row);
  return {
    position: row.position,
    text: `id: ${row.position}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`,
  };
}

/**
 * The end of the feed, read once for every live stream of this instance: one poll per
 * `ANALYTICS_POLL_MS` (and one after each local append, through the notifier) reads what is new
 * after the last position read, whatever the number of streams, and keeps the newest messages
 * so each stream takes what comes after its own cursor. A stream behind what is held reads on
 * its own until it catches up (AnalyticsFeedStreamer), then follows the tail again.
 *
 * Gap-free for the reason a consumer's read is (AnalyticsFeedQueries.after): a read that sees
 * position N sees every row below it, so `held` is always every row in (`from`, `head`].
 */
@Injectable()
export class AnalyticsFeedTail implements OnModuleDestroy {
  private readonly logger = new Logger(AnalyticsFeedTail.name);
  /** The last position read; null until a stream that has read to the end joins. */
  private head: number | null = null;
  private from = 0;
  private held: FeedMessage[] = [];
  private followers = 0;
  private readonly waiting = new Set<() => void>();
  private timer: NodeJS.Timeout | null = null;
  private reading: Promise<void> | null = null;
  private readAgain = false;
  private stopNotifying: (() => void) | null = null;

  constructor(
    private readonly feed: AnalyticsFeedQueries,
    private readonly notifier: AnalyticsFeedNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleDestroy(): void {
    this.stopPolling();
  }

  /** A stream follows the feed until the returned function is called; the tail polls meanwhile. */
  follow(): () => void {
    this.followers += 1;
    if (this.followers === 1) {
      this.timer = setInterval(() => void this.tick(), this.config.analyticsStreams.pollMs);
      this.stopNotifying = this.notifier.onChange(() => void this.tick());
    }
    let following = true;
    return () => {
      if (!following) return;
      following = false;
      this.followers -= 1;
      if (this.followers === 0) this.stopPolling();
    };
  }

  /** Streams waiting for the tail to read more. */
  get waitingStreams(): number {
    return this.waiting.size;
  }

  /**
   * The held messages after `cursor` (none when it is at the head), or null when the tail cannot
   * tell: it holds nothing yet, or `cursor` is older than what it holds.
   */
  messagesAfter(cursor: number): FeedMessage[] | null {
    if (this.head === null || cursor < this.from) return null;
    if (cursor >= this.head) return [];
    let low = 0;
    let high = this.held.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.held[middle].position <= cursor) low = middle + 1;
      else high = middle;
    }
    return this.held.slice(low);
  }

  /**
   * A stream that has just read the whole feed up to `cursor` on its own: when the tail has not
   * read yet, it starts from there (nothing after `cursor` was read by anyone).
   */
  caughtUp(cursor: number): void {
    if (this.head !== null) return;
    this.head = cursor;
    this.from = cursor;
  }

  /** Resolves once the tail has read new rows, or when `signal` aborts. */
  next(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.waiting.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      this.waiting.add(done);
      signal.addEventListener('abort', done, { once: true });
      if (signal.aborted) done();
    });
  }

  /**
   * One poll: reads what is new, once for every stream, and wakes the streams when it found some.
   * A poll asked for while one reads runs again after it, so no append is left for the timer.
   */
  tick(): Promise<void> {
    if (this.reading) {
      this.readAgain = true;
      return this.reading;
    }
    this.reading = (async () => {
      do {
        this.readAgain = false;
        await this.readNew().catch((error: unknown) => {
          this.logger.warn(`Reading the analytics feed failed: ${String(error)}`);
        });
      } while (this.readAgain);
    })().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async readNew(): Promise<void> {
    for (;;) {
      const head = this.head;
      if (head === null) return;
      const rows = await this.feed.after(head, FEED_BATCH);
      // Every stream left (and the tail was reset) while this read ran.
      if (this.head !== head) return;
      if (rows.length > 0) {
        this.held.push(...rows.map(feedMessage));
        this.head = rows[rows.length - 1].position;
        if (this.held.length > HELD) {
          const dropped = this.held.splice(0, this.held.length - HELD);
          this.from = dropped[dropped.length - 1].position;
        }
        for (const wake of [...this.waiting]) wake();
      }
      if (rows.length < FEED_BATCH) return;
    }
  }

  private stopPolling(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.stopNotifying?.();
    this.stopNotifying = null;
    // With nobody following, what it held would only go stale: the next stream starts it again.
    this.head = null;
    this.held = [];
  }
}
