import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { SqlDatabase } from '../database/sql-database';
import type { DocumentProjection } from './document-projection';
import { DocumentSubscription, type EventSubscriber } from './document-subscription';
import { EventStore } from './event-store';

const POLL_INTERVAL_MS = 1000;

/**
 * Keeps every registered async subscription caught up: woken after each local append and
 * polled, so events appended by other instances are picked up too. Stopped before shutdown
 * (`beforeApplicationShutdown` runs for every provider before any `onApplicationShutdown`, where
 * TypeORM ends the pool), so a catch-up never runs on a closed pool.
 */
@Injectable()
export class SubscriptionRunner implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SubscriptionRunner.name);
  private readonly subscriptions: DocumentSubscription[] = [];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  private readonly appliedListeners = new Set<(subscriber: string) => void>();

  constructor(
    private readonly store: EventStore,
    private readonly sql: SqlDatabase,
  ) {}

  register(projection: DocumentProjection | EventSubscriber): DocumentSubscription {
    const subscription = new DocumentSubscription(this.store, this.sql, projection);
    this.subscriptions.push(subscription);
    return subscription;
  }

  /**
   * Told, after each catch-up in which a subscriber applied events, its name: what it writes
   * (outbox rows, feed entries) is committed now. Answers the function that stops telling.
   */
  onApplied(listener: (subscriber: string) => void): () => void {
    this.appliedListeners.add(listener);
    return () => this.appliedListeners.delete(listener);
  }

  onApplicationBootstrap(): void {
    if (this.subscriptions.length === 0) return;
    this.unsubscribe = this.store.onAppended(() => void this.wake());
    this.timer = setInterval(() => void this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
    void this.wake();
  }

  /** Stops polling and listening, and waits for the catch-up in progress to finish. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.running;
  }

  /** Runs a catch-up now, or once more after the one in progress. Resolves when idle. */
  wake(): Promise<void> {
    if (this.stopped) return this.running ?? Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        for (const subscription of this.subscriptions) {
          try {
            const applied = await subscription.catchUp();
            if (applied > 0)
              for (const listener of this.appliedListeners) listener(subscription.name);
          } catch (error) {
            this.logger.error(`Subscription ${subscription.name} failed: ${String(error)}`);
          }
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }
}
