import { DataSource } from 'typeorm';
import { SeedRunner } from '../seed/seed-runner';
import { createTestApp } from '../../testing/test-app';
import { dataSourceOptions } from './data-source-options';
import { MIGRATIONS } from './migrations';
import { createTestDatabase, testDialects, type TestDatabaseHandle } from './scratch-database';

/** Raw SQL on a test database, with no app booted on it. */
async function query<T>(database: TestDatabaseHandle, sql: string): Promise<T[]> {
  const dataSource = await new DataSource(dataSourceOptions(database.config)).initialize();
  try {
    return await dataSource.query(sql);
  } finally {
    await dataSource.destroy();
  }
}

// The first test of a run may build the template itself (an app booting on an empty database):
// beside every other suite on two busy cores that can pass jest's 30 s.
jest.setTimeout(120_000);

describe.each(testDialects())("the jest run's template database on %s", (dialect) => {
  it('gives a spec a database already migrated and seeded, before any app boots on it', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const migrations = await query<{ name: string }>(database, 'SELECT name FROM migrations');
      expect(migrations).toHaveLength(MIGRATIONS.length);
      const seeded = await query<{ name: string }>(database, 'SELECT name FROM seed_history');
      const t = await createTestApp({ database });
      try {
        const runner = t.app.get(SeedRunner);
        expect(seeded.map((row) => row.name).sort()).toEqual([...runner.registered()].sort());
        expect(await runner.runPending()).toEqual([]);
      } finally {
        await t.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('gives every spec a database of its own: a change in one is in no other copy', async () => {
    const one = await createTestDatabase(dialect);
    const two = await createTestDatabase(dialect);
    try {
      await query(one, 'DELETE FROM discount_codes');
      const count = async (database: TestDatabaseHandle) =>
        Number(
          (await query<{ n: number }>(database, 'SELECT COUNT(*) AS n FROM discount_codes'))[0].n,
        );
      expect(await count(one)).toBe(0);
      expect(await count(two)).toBeGreaterThan(0);
      const later = await createTestDatabase(dialect);
      try {
        expect(await count(later)).toBe(await count(two));
      } finally {
        await later.drop();
      }
    } finally {
      await one.drop();
      await two.drop();
    }
  });

  it('leaves a database empty when asked: no tables for migrations and seeders to find', async () => {
    const database = await createTestDatabase(dialect, { empty: true });
    try {
      await expect(query(database, 'SELECT name FROM migrations')).rejects.toThrow();
    } finally {
      await database.drop();
    }
  });
});
