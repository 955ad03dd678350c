import * as fs from 'node:fs';
import * as path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * TypeORM options for the configured database. `synchronize` stays off: the schema comes only
 * from migrations, which run at boot.
 */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = { migrations: MIGRATIONS, synchronize: false, logging: false } as const;
  if (database.kind === 'postgres') {
    return { ...common, type: 'postgres', url: database.url, extra: { max: 20 } };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.file,
    enableWAL: true,
    timeout: SQLITE_BUSY_TIMEOUT_MS,
    statementCacheSize: 500,
    prepareDatabase: (db: { pragma(source: string): unknown }) => {
      db.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
      // WAL with NORMAL sync is durable across application crashes and fast to commit.
      db.pragma('synchronous = NORMAL');
    },
  };
}
