import { Logger } from '@nestjs/common';

export interface PeriodicSchedule {
  /** The first run after `start()`, so instances restarted often still run it. */
  firstAfterMs: number;
  /** Then every this long. */
  everyMs: number;
}

/**
 * Housekeeping that runs on every instance (session and card-photo sweeps): a first run soon
 * after start-up, then on an interval. The timers are unref'd (they never keep a process
 * alive), a run asked for while one is under way joins it, failures are logged not thrown, and
 * `stop()` waits for a run under way so the database is not closed under it.
 */
export class PeriodicJob {
  private readonly logger: Logger;
  private running: Promise<number> | null = null;
  /** The timers while started (for tests: they are unref'd and cleared on stop). */
  timers: NodeJS.Timeout[] = [];

  constructor(
    name: string,
    private readonly work: () => Promise<number>,
    private readonly schedule: PeriodicSchedule,
    private readonly describe: (count: number) => string,
  ) {
    this.logger = new Logger(name);
  }

  start(): void {
    const tick = () => void this.runQuietly();
    this.timers = [
      setTimeout(tick, this.schedule.firstAfterMs).unref(),
      setInterval(tick, this.schedule.everyMs).unref(),
    ];
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    await this.running?.catch(() => undefined);
  }

  /** One run now (joining one under way); resolves to what it counted. */
  run(): Promise<number> {
    this.running ??= this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async runQuietly(): Promise<void> {
    try {
      const count = await this.run();
      if (count > 0) this.logger.log(this.describe(count));
    } catch (error) {
      this.logger.warn(`Failed: ${String(error)}`);
    }
  }
}
