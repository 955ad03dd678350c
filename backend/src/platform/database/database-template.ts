import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import Database from 'better-sqlite3';
import { Client } from 'pg';
import type { DatabaseConfig } from '../config/app-config';
import { withBootLock } from './boot-lock';

/**
 * Test databases made once per jest run, copied many times. Every app-level spec would otherwise
 * run every migration and seeder before its first request; instead the first one to ask boots the
 * app once on an empty template database, and every later one gets a copy of the result: a file
 * copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL.
 *
 * `backend/jest.global-setup.cjs` names this run's folder in SHOP_TEST_TEMPLATES (its teardown
 * removes the folder and the PostgreSQL templates); the jest workers share it, and take turns
 * through a lock file to build each template once.
 */
export type TemplateDialect = 'sqlite' | 'postgres';

/** Boots the app once on the empty template, leaving it migrated and seeded. */
export type TemplateBuilder = (config: DatabaseConfig) => Promise<void>;

let builder: TemplateBuilder | null = null;
const built = new Map<TemplateDialect, Promise<DatabaseConfig>>();

/** Set by backend/src/testing/template-builder.ts, so the platform never imports the app. */
export function setTemplateBuilder(build: TemplateBuilder): void {
  builder = build;
}

/** This run's migrated and seeded template, built on first use; null outside such a jest run. */
export function seededTemplate(dialect: TemplateDialect): Promise<DatabaseConfig> | null {
  const dir = process.env.SHOP_TEST_TEMPLATES;
  if (!dir || !builder || !fs.existsSync(dir)) return null;
  const build = builder;
  let template = built.get(dialect);
  if (!template) {
    template = withBootLock({ kind: 'sqlite', file: path.join(dir, dialect) }, () =>
      findOrBuild(dir, dialect, build),
    );
    built.set(dialect, template);
  }
  return template;
}

/** Runs under the lock: another worker may have built it meanwhile. */
async function findOrBuild(
  dir: string,
  dialect: TemplateDialect,
  build: TemplateBuilder,
): Promise<DatabaseConfig> {
  const ready = path.join(dir, `${dialect}.ready.json`);
  if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as DatabaseConfig;
  const config: DatabaseConfig =
    dialect === 'sqlite'
      ? { kind: 'sqlite', file: path.join(dir, 'template.sqlite') }
      : await createPostgresDatabase(namedForTeardown(dir));
  await build(config);
  if (config.kind === 'sqlite') checkpoint(config.file);
  fs.writeFileSync(ready, JSON.stringify(config));
  return config;
}

/** A new name for the PostgreSQL template, written down first for the global teardown to drop. */
function namedForTeardown(dir: string): string {
  const name = `shop_template_${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(path.join(dir, 'postgres.database'), name);
  return name;
}

/** Folds the write-ahead log into the file, so a plain copy of the file is the whole database. */
function checkpoint(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
}

/** A new SQLite database in `dir`: a copy of the template file. */
export function copySqlite(template: string, dir: string): DatabaseConfig {
  const file = path.join(dir, 'shop.sqlite');
  fs.copyFileSync(template, file);
  return { kind: 'sqlite', file };
}

/** PG_URL with another database in its path. */
export function postgresUrl(database: string): string {
  const url = new URL(process.env.PG_URL as string);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new PostgreSQL database, empty or a copy of `template` (which nobody may be connected to). */
export async function createPostgresDatabase(
  name: string,
  template?: string,
): Promise<DatabaseConfig> {
  await admin((client) =>
    client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`),
  );
  return { kind: 'postgres', url: postgresUrl(name) };
}

/** Drops a PostgreSQL database, ending whatever connections are still open to it. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
