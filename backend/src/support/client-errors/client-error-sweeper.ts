import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { Clock } from '../../platform/clock/clock';
import { rows, SqlDatabase, type SqlWork } from '../../platform/database/sql-database';
import { PeriodicJob } from '../../platform/scheduling/periodic-job';
import { clientErrorsKeptSince } from '../domain/client-error-rules';

/** Deletes the reports that arrived before `keptSince` (by the `created_at` index); answers how many. */
export function* sweepClientErrors(keptSince: Date): SqlWork<number> {
  const gone = yield* rows<{ id: number | string }>(
    'DELETE FROM client_error_reports WHERE created_at < ? RETURNING id',
    [keptSince],
  );
  return gone.length;
}

/**
 * Keeps the storefront's error reports to the last 30 days: an hourly sweep on every instance
 * (idempotent, so sweeps may overlap), off the reporting path so a burst of reports never
 * queues behind deletes.
 */
@Injectable()
export class ClientErrorSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly job = new PeriodicJob(
    ClientErrorSweeper.name,
    () => this.sql.transaction(() => sweepClientErrors(clientErrorsKeptSince(this.clock.now()))),
    { firstAfterMs: 60 * 1000, everyMs: 60 * 60 * 1000 },
    (deleted) => `Deleted ${deleted} error reports older than 30 days`,
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

  /** One sweep now; resolves to the number of reports deleted. */
  sweep(): Promise<number> {
    return this.job.run();
  }
}
