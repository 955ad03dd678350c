import Database from 'better-sqlite3';
import { Client } from 'pg';
import type { DataSourceOptions } from 'typeorm';

/** How long an instance waits for another one's migrations and seeding before giving up. */
const WAIT_LIMIT_MS = 5 * 60 * 1000;
const RETRY_MS = 50;

/** What to lock: the PostgreSQL database (per schema) or the SQLite file. */
export type BootLockTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

export function bootLockTarget(options: DataSourceOptions): BootLockTarget {
  if (options.type === 'postgres') return { kind: 'postgres', url: String(options.url) };
  if (options.type === 'better-sqlite3') return { kind: 'sqlite', file: String(options.database) };
  throw new Error(`No boot lock for database type ${options.type}`);
}

/**
 * Runs `work` (migrations, seeding) while no other instance on the same database does, so
 * instances started together on an empty database do not race to create the same tables and
 * rows. Held on a dedicated connection, so it is released even if this process dies:
 * - PostgreSQL: a session advisory lock keyed by the schema, on its own client;
 * - SQLite: an exclusive transaction on a lock file beside the database (`<file>.boot-lock`),
 *   not the database itself, which `work` must be free to write. Waiting polls, so this
 *   process's event loop is never blocked.
 */
export async function withBootLock<T>(target: BootLockTarget, work: () => Promise<T>): Promise<T> {
  return target.kind === 'postgres'
    ? withAdvisoryLock(target.url, work)
    : withLockFile(`${target.file}.boot-lock`, work);
}

async function withAdvisoryLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  // A connection lost while we hold it also ends the lock; the query in progress reports it.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`SELECT pg_advisory_lock(hashtext('shop-boot:' || current_schema()))`);
    return await work();
  } finally {
    await client.end().catch(() => undefined); // ending the session releases the lock
  }
}

async function withLockFile<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = new Database(file, { timeout: 0 });
  try {
    const deadline = Date.now() + WAIT_LIMIT_MS;
    for (;;) {
      try {
        lock.exec('BEGIN EXCLUSIVE');
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_BUSY' || Date.now() > deadline) {
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    }
    return await work();
  } finally {
    if (lock.inTransaction) lock.exec('ROLLBACK');
    lock.close();
  }
}
