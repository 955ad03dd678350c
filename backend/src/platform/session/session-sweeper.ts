import {
  Inject,
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { rows, SqlDatabase } from '../database/sql-database';
import { PeriodicJob } from '../scheduling/periodic-job';
import { SessionResidents } from './session-residents';
import { CACHE_TTL_MS, CUSTOMER_IDLE_MS, LAST_SEEN_RESOLUTION_MS } from './session.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the sweep runs on each instance (it is idempotent, so instances may overlap). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** The first sweep after start-up, so instances restarted more often than hourly still sweep. */
export const FIRST_SWEEP_MS = 60 * 1000;
const BATCH = 500;
const GUEST = 'account_id IS NULL AND customer_id IS NULL';
/**
 * A session that holds nothing goes once unused this long: an hour. `last_seen_at` lags use by
 * at most LAST_SEEN_RESOLUTION_MS, so such a session was last used over CACHE_TTL_MS (and five
 * minutes more) ago, and no instance still answers it from memory.
 */
export const EMPTY_SESSION_IDLE_MS = LAST_SEEN_RESOLUTION_MS + CACHE_TTL_MS + 5 * 60 * 1000;

/**
 * Deletes guest sessions unused for `SESSION_IDLE_DAYS` that no module still needs (the basket
 * keeps a session with orders), letting each module forget its rows for them (the basket: the
 * card photos they uploaded) in the same transaction; guest sessions nothing was ever stored for
 * once unused for an hour; customers' sessions unused for 30 days. Staff sessions stay (they end on their next use after 8 hours). Events stay: they are the
 * history.
 */
@Injectable()
export class SessionSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly job = new PeriodicJob(
    SessionSweeper.name,
    () => this.sweepAll(),
    { firstAfterMs: FIRST_SWEEP_MS, everyMs: SWEEP_INTERVAL_MS },
    (deleted) => `Deleted ${deleted} idle guest sessions`,
  );

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly residents: SessionResidents,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep now; resolves to the number of sessions deleted. */
  sweep(): Promise<number> {
    return this.job.run();
  }

  private async sweepAll(): Promise<number> {
    return (await this.sweepCustomers()) + (await this.sweepEmpty()) + (await this.sweepGuests());
  }

  /**
   * Customers' sessions unused for 30 days are over (a request would refuse them anyway): their
   * rows go. Their baskets stay the customer's, found again at the next sign-in.
   */
  private async sweepCustomers(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - CUSTOMER_IDLE_MS);
    return this.sql.transaction(function* () {
      const gone = yield* rows<{ id: string }>(
        'DELETE FROM sessions WHERE customer_id IS NOT NULL AND COALESCE(last_seen_at, created_at) < ? RETURNING id',
        [cutoff],
      );
      return gone.length;
    });
  }

  /** Guests' sessions idle for `SESSION_IDLE_DAYS` that no module still needs. */
  private sweepGuests(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.sessionIdleDays * DAY_MS);
    return this.sweepIdle(GUEST, cutoff, async (ids) => {
      const kept = new Set<string>();
      for (const resident of this.residents.all()) {
        for (const id of await resident.keeps(ids.filter((one) => !kept.has(one)))) kept.add(id);
      }
      return kept;
    });
  }

  /**
   * Guests' sessions that nothing was ever stored for (started by `POST /api/user-session`, or
   * saved before sessions waited for something to hold), unused for an hour: a flood of them
   * is gone within the hour rather than in `SESSION_IDLE_DAYS`. Sessions carrying a basket
   * over or a paid one's thank-you page are left to the idle sweep.
   */
  private sweepEmpty(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - EMPTY_SESSION_IDLE_MS);
    return this.sweepIdle(
      `${GUEST} AND basket_id IS NULL AND previous_basket_id IS NULL`,
      cutoff,
      (ids) => this.residents.holdingAnything(ids),
    );
  }

  /**
   * Deletes the sessions matching `where` unused since `cutoff` but those `spared` answers, in
   * batches, letting each resident forget its rows for them in the same transaction.
   */
  private async sweepIdle(
    where: string,
    cutoff: Date,
    spared: (ids: string[]) => Promise<ReadonlySet<string>>,
  ): Promise<number> {
    let deleted = 0;
    let after = '';
    for (;;) {
      const candidates = await this.sql.query<{ id: string }>(
        `SELECT id FROM sessions WHERE ${where} ` +
          'AND COALESCE(last_seen_at, created_at) < ? AND id > ? ORDER BY id LIMIT ?',
        [cutoff, after, BATCH],
      );
      if (candidates.length === 0) return deleted;
      after = candidates[candidates.length - 1].id;
      const ids = candidates.map((c) => c.id);
      const kept = await spared(ids);
      const idle = ids.filter((id) => !kept.has(id));
      const residents = this.residents.all();
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
              for (const resident of residents) yield* resident.forget(id);
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
