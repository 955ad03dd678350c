import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock';
import { bootLockTarget, withBootLock } from '../database/boot-lock';

/** Fills the database with a module's starting data (catalogue, delivery methods, ...). */
export interface Seeder {
  /** Unique and stable: the runner records it once applied. */
  readonly name: string;
  run(manager: EntityManager): Promise<void>;
}

/**
 * Runs each registered seeder once per database, in registration order, each in its own
 * transaction together with its seed_history row. Domain modules register theirs on init;
 * the runner applies pending ones at boot, so a fresh `data/shop.sqlite` starts seeded. Runs
 * take the database's boot lock and read the history inside it, so two instances starting
 * together apply each seeder once between them.
 */
@Injectable()
export class SeedRunner implements OnApplicationBootstrap {
  private readonly logger = new Logger(SeedRunner.name);
  private readonly seeders: Seeder[] = [];
  /** Runs are serialised: modules may ask for pending seeds while the boot run is going. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  register(seeder: Seeder): void {
    if (this.seeders.some((s) => s.name === seeder.name)) {
      throw new Error(`Seeder ${seeder.name} is registered twice`);
    }
    this.seeders.push(seeder);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.runPending();
  }

  /** Applies seeders not yet recorded; returns the names applied. */
  runPending(): Promise<string[]> {
    const run = this.queue.then(() => this.applyPending());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Under the boot lock: another instance seeding the same database goes first or after. */
  private applyPending(): Promise<string[]> {
    return withBootLock(bootLockTarget(this.dataSource.options), () => this.applyPendingNow());
  }

  private async applyPendingNow(): Promise<string[]> {
    const done = new Set(
      (await this.dataSource.query('SELECT name FROM seed_history')).map(
        (row: { name: string }) => row.name,
      ),
    );
    const applied: string[] = [];
    for (const seeder of this.seeders.filter((s) => !done.has(s.name))) {
      await this.dataSource.transaction(async (manager) => {
        await seeder.run(manager);
        await manager
          .createQueryBuilder()
          .insert()
          .into('seed_history', ['name', 'applied_at'])
          .values({ name: seeder.name, applied_at: this.clock.now() })
          .execute();
      });
      this.logger.log(`Seeded ${seeder.name}`);
      applied.push(seeder.name);
    }
    return applied;
  }

  registered(): readonly string[] {
    return this.seeders.map((s) => s.name);
  }
}
