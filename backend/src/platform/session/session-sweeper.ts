import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { basketStreamId } from '@shop/contracts';
import { Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { exec, rows, SqlDatabase } from '../database/sql-database';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the sweep runs on each instance (it is idempotent, so instances may overlap). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;
/** `basket-`: a session's basket stream (and its checkout-state document) is this + session id. */
const BASKET_PREFIX = basketStreamId('');

interface Candidate {
  id: string;
  data: string | { checkout?: { purchase?: { orders?: unknown[] } } } | null;
}

/**
 * Deletes guest sessions unused for `SESSION_IDLE_DAYS` whose basket is empty, with the card
 * photos they uploaded (only an order could refer to them). Signed-in sessions and sessions with
 * something in the basket stay. The basket's events stay too: they are the history.
 */
@Injectable()
export class SessionSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(SessionSweeper.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    if (!/^[a-z-]+$/.test(BASKET_PREFIX))
      throw new Error(`Unexpected basket prefix ${BASKET_PREFIX}`);
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweepQuietly(), SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One sweep now; resolves to the number of sessions deleted. */
  sweep(): Promise<number> {
    this.running ??= this.sweepAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async sweepQuietly(): Promise<void> {
    try {
      const deleted = await this.sweep();
      if (deleted > 0) this.logger.log(`Deleted ${deleted} idle guest sessions`);
    } catch (error) {
      this.logger.warn(`Session sweep failed: ${String(error)}`);
    }
  }

  private async sweepAll(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.sessionIdleDays * DAY_MS);
    let deleted = 0;
    let after = '';
    for (;;) {
      const candidates = await this.sql.query<Candidate>(
        `SELECT s.id, c.data FROM sessions s LEFT JOIN checkout_states c ON c.id = '${BASKET_PREFIX}' || s.id ` +
          'WHERE s.account_id IS NULL AND s.customer_id IS NULL AND COALESCE(s.last_seen_at, s.created_at) < ? AND s.id > ? ' +
          'ORDER BY s.id LIMIT ?',
        [cutoff, after, BATCH],
      );
      if (candidates.length === 0) return deleted;
      after = candidates[candidates.length - 1].id;
      const idle = candidates.filter((c) => basketIsEmpty(c.data)).map((c) => c.id);
      if (idle.length > 0) {
        deleted += await this.sql.transaction(function* () {
          let count = 0;
          for (const id of idle) {
            // Checked again: the session may have been used since the SELECT.
            const gone = yield* rows<{ id: string }>(
              'DELETE FROM sessions WHERE id = ? AND COALESCE(last_seen_at, created_at) < ? RETURNING id',
              [id, cutoff],
            );
            if (gone.length > 0) {
              yield* exec('DELETE FROM card_images WHERE session_id = ?', [id]);
              count += 1;
            }
          }
          return count;
        });
      }
      if (candidates.length < BATCH) return deleted;
    }
  }
}

function basketIsEmpty(data: Candidate['data']): boolean {
  if (data === null || data === undefined) return true;
  const doc =
    typeof data === 'string' ? (JSON.parse(data) as Exclude<Candidate['data'], string>) : data;
  return (doc?.checkout?.purchase?.orders?.length ?? 0) === 0;
}
