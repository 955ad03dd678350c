import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import {
  copySqlite,
  createPostgresDatabase,
  dropPostgresDatabase,
  seededTemplate,
} from './database-template';
import { dataSourceOptions } from './data-source-options';
import { SqlDatabase } from './sql-database';

export type TestDialect = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when PG_URL is set (as `.ci/run` does). */
export function testDialects(): TestDialect[] {
  return process.env.PG_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A throwaway database: a temp SQLite file, or a PostgreSQL database or schema of its own. */
export interface TestDatabaseHandle {
  config: DatabaseConfig;
  /** Connection options that put every query in the throwaway schema (an empty PostgreSQL one). */
  postgresSchema: string | null;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * No tables and no rows, as a new install starts: for specs of migrations, seeders and boot
   * itself. Otherwise, in a jest run, the database is a copy of the run's template: already
   * migrated and seeded, as the app leaves an empty one after its first boot
   * (./database-template.ts); outside one it is empty too.
   */
  empty?: boolean;
}

export async function createTestDatabase(
  dialect: TestDialect,
  options: TestDatabaseOptions = {},
): Promise<TestDatabaseHandle> {
  const template = options.empty ? null : seededTemplate(dialect);
  if (template) return copyOf(await template);
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    return {
      config: { kind: 'sqlite', file: path.join(dir, 'shop.sqlite') },
      postgresSchema: null,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = process.env.PG_URL as string;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return {
    config: { kind: 'postgres', url: scoped.toString() },
    postgresSchema: schema,
    drop: async () => {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** A database of its own for one spec, copied from the template. */
async function copyOf(template: DatabaseConfig): Promise<TestDatabaseHandle> {
  if (template.kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
    return {
      config: copySqlite(template.file, dir),
      postgresSchema: null,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const source = new URL(template.url).pathname.slice(1);
  return {
    config: await createPostgresDatabase(name, source),
    postgresSchema: null,
    drop: () => dropPostgresDatabase(name),
  };
}

/** A migrated DataSource on a throwaway database (no seeded rows), for platform-level tests. */
export async function openTestDataSource(dialect: TestDialect) {
  const handle = await createTestDatabase(dialect, { empty: true });
  const options = dataSourceOptions(handle.config);
  const dataSource = new DataSource(
    handle.postgresSchema
      ? ({ ...options, schema: handle.postgresSchema } as typeof options)
      : options,
  );
  await dataSource.initialize();
  await dataSource.runMigrations();
  return {
    dataSource,
    sql: SqlDatabase.fromDataSource(dataSource),
    config: handle.config,
    close: async () => {
      await dataSource.destroy();
      await handle.drop();
    },
  };
}
