import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Clock } from '../clock/clock';
import { SqlDatabase } from '../database/sql-database';
import { PeriodicJob } from '../scheduling/periodic-job';
import { sweepRateLimits } from './rate-limit';

/** Deletes expired rate-limit counters hourly on every instance (idempotent, so they may overlap). */
@Injectable()
export class RateLimitSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly job = new PeriodicJob(
    RateLimitSweeper.name,
    () => this.sql.transaction(() => sweepRateLimits(this.clock.now())),
    { firstAfterMs: 60 * 1000, everyMs: 60 * 60 * 1000 },
    (deleted) => `Deleted ${deleted} expired rate-limit counters`,
  );

  constructor(
    private readonly sql: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep now; resolves to the number of counters deleted. */
  sweep(): Promise<number> {
    return this.job.run();
  }
}
