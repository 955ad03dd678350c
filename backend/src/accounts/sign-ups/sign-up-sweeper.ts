import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicJob } from '../../platform/scheduling/periodic-job';
import { SignUps } from './sign-ups.service';

/**
 * Deletes expired sign-ups hourly on every instance (idempotent): a link not followed within a
 * day takes its details and password hash with it.
 */
@Injectable()
export class SignUpSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly job = new PeriodicJob(
    SignUpSweeper.name,
    () => this.signUps.sweep(),
    { firstAfterMs: 60 * 1000, everyMs: 60 * 60 * 1000 },
    (deleted) => `Deleted ${deleted} expired sign-ups`,
  );

  constructor(private readonly signUps: SignUps) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
