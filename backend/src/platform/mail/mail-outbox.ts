import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SqlDatabase } from '../database/sql-database';
import { SubscriptionRunner } from '../event-store/subscription-runner';
import { smtpTransport } from './mail-transport';
import { DEFAULT_DISPATCH_OPTIONS, OutboxDispatcher } from './outbox-dispatcher';

const POLL_INTERVAL_MS = 5000;

/**
 * The outbox's sender in the application: with `SMTP_URL` set, a dispatcher woken when a
 * subscriber that queues emails (`sendAfter`) has applied events, so its rows are committed,
 * and polled every 5 s (rows queued by other instances, retries, future send dates). Other
 * appends (every basket command) do not wake it. Without `SMTP_URL` nothing is sent: the rows stay in the outbox. Stopped before
 * shutdown, so no dispatch runs on a closed pool.
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailOutbox.name);
  /** Null when `SMTP_URL` is not set. */
  readonly dispatcher: OutboxDispatcher | null;
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;
  private stopped = false;
  /** The subscribers that queue emails. */
  private readonly writers = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    sql: SqlDatabase,
    clock: Clock,
    private readonly runner: SubscriptionRunner,
  ) {
    this.dispatcher = config.smtpUrl
      ? new OutboxDispatcher(sql, clock, smtpTransport(config.smtpUrl), config.mailFrom, {
          ...DEFAULT_DISPATCH_OPTIONS,
          claimTimeoutMs: config.mailClaimTimeoutMs,
        })
      : null;
  }

  onApplicationBootstrap(): void {
    if (!this.dispatcher) {
      if (!this.config.devOutbox) {
        this.logger.warn('SMTP_URL is not set: emails are queued in the outbox but not sent');
      }
      return;
    }
    this.unsubscribe = this.runner.onApplied((subscriber) => {
      if (this.writers.has(subscriber)) void this.wakeQuietly();
    });
    this.timer = setInterval(() => void this.wakeQuietly(), POLL_INTERVAL_MS);
    this.timer.unref();
    void this.wakeQuietly();
  }

  /** `subscriber` queues emails: send them as soon as it has applied events. */
  sendAfter(subscriber: string): void {
    this.writers.add(subscriber);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.unsubscribe?.();
    this.unsubscribe = null;
    await this.dispatcher?.idle();
    this.dispatcher?.close();
  }

  /**
   * Sends what is due now (after queuing an email outside a subscriber, say); resolves to how
   * many were sent, 0 without `SMTP_URL` or once stopping.
   */
  wake(): Promise<number> {
    if (!this.dispatcher || this.stopped) return Promise.resolve(0);
    return this.dispatcher.dispatch();
  }

  private async wakeQuietly(): Promise<void> {
    try {
      await this.wake();
    } catch (error) {
      this.logger.warn(`Outbox dispatch failed: ${String(error)}`);
    }
  }
}
