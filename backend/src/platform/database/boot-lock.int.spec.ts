import { DataSource } from 'typeorm';
import { createTestApp } from '../../testing/test-app';
import { SeedRunner } from '../seed/seed-runner';
import { bootLockTarget, withBootLock } from './boot-lock';
import { dataSourceOptions } from './data-source-options';
import { createTestDatabase, testDialects } from './scratch-database';
import { MIGRATIONS } from './migrations';

describe.each(testDialects())('two instances booting together on %s', (dialect) => {
  it('both boot on one empty database, each migration and seeder applied once', async () => {
    const database = await createTestDatabase(dialect, { empty: true });
    const apps = await Promise.allSettled([
      createTestApp({ dialect, config: { database: database.config } }),
      createTestApp({ dialect, config: { database: database.config } }),
    ]);
    try {
      expect(apps.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled']);
      const [one] = apps.map((a) => (a as PromiseFulfilledResult<{ app: unknown }>).value) as [
        Awaited<ReturnType<typeof createTestApp>>,
      ];
      const dataSource = one.app.get(DataSource);
      const history: { name: string }[] = await dataSource.query(
        'SELECT name FROM seed_history ORDER BY name',
      );
      const registered = [...one.app.get(SeedRunner).registered()].sort();
      expect(registered.length).toBeGreaterThan(0);
      expect(history.map((row) => row.name)).toEqual(registered);
      const migrations: { name: string }[] = await dataSource.query('SELECT name FROM migrations');
      expect(migrations).toHaveLength(MIGRATIONS.length);
    } finally {
      for (const app of apps) {
        if (app.status === 'fulfilled') await app.value.close();
      }
      await database.drop();
    }
  });

  it('lets one holder at a time run, across connections', async () => {
    const database = await createTestDatabase(dialect, { empty: true });
    try {
      const target = bootLockTarget(dataSourceOptions(database.config));
      let inside = 0;
      let most = 0;
      const order: number[] = [];
      await Promise.all(
        [1, 2, 3].map((n) =>
          withBootLock(target, async () => {
            inside += 1;
            most = Math.max(most, inside);
            await new Promise((resolve) => setTimeout(resolve, 100));
            order.push(n);
            inside -= 1;
          }),
        ),
      );
      expect(most).toBe(1);
      expect(order).toHaveLength(3);
    } finally {
      await database.drop();
    }
  });

  it('applies a seeder once when two instances run it at the same moment', async () => {
    const database = await createTestDatabase(dialect, { empty: true });
    const one = await createTestApp({ dialect, config: { database: database.config } });
    const two = await createTestApp({ dialect, config: { database: database.config } });
    try {
      let runs = 0;
      for (const t of [one, two]) {
        t.app.get(SeedRunner).register({
          name: 'slow-probe',
          run: async () => {
            runs += 1;
            await new Promise((resolve) => setTimeout(resolve, 100));
          },
        });
      }
      const applied = await Promise.all([
        one.app.get(SeedRunner).runPending(),
        two.app.get(SeedRunner).runPending(),
      ]);
      expect(runs).toBe(1);
      expect(applied.flat()).toEqual(['slow-probe']);
    } finally {
      await two.close();
      await one.close();
      await database.drop();
    }
  });
});
