import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { PeriodicJob } from '../scheduling/periodic-job';
import { Captcha } from './captcha.service';

/** Deletes the nonces of expired captcha challenges hourly on every instance (idempotent). */
@Injectable()
export class CaptchaSweeper implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly job = new PeriodicJob(
    CaptchaSweeper.name,
    () => this.captcha.sweep(),
    { firstAfterMs: 60 * 1000, everyMs: 60 * 60 * 1000 },
    (deleted) => `Deleted ${deleted} expired captcha solutions`,
  );

  constructor(private readonly captcha: Captcha) {}

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
