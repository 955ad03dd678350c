import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';

export type SqlDialect = 'sqlite' | 'postgres';

/** One SQL statement a transaction body asks to run; `?` marks parameters in both dialects. */
export interface SqlOp {
  sql: string;
  params: unknown[];
  returnsRows: boolean;
}

/** A transaction body: yields statements, receives their rows, returns a result. */
export type SqlWork<T> = Generator<SqlOp, T, unknown>;

/** Runs a statement that returns rows (SELECT, or INSERT ... RETURNING). */
export function* rows<Row>(sql: string, params: unknown[] = []): Generator<SqlOp, Row[], unknown> {
  return (yield { sql, params, returnsRows: true }) as Row[];
}

/** Runs a statement for its effect. */
export function* exec(sql: string, params: unknown[] = []): Generator<SqlOp, void, unknown> {
  yield { sql, params, returnsRows: false };
}

/** PostgreSQL unique-violation code, and SQLite's equivalents. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/**
 * Raw SQL on the application's one database, for the platform pieces that must control their
 * transactions exactly (event store, projections, checkpoints).
 *
 * On SQLite a transaction body runs synchronously inside one better-sqlite3 transaction, so no
 * other statement on the shared connection can interleave with it (TypeORM's SQLite driver has a
 * single connection and no transaction lock). On PostgreSQL it runs on its own pooled client.
 */
export abstract class SqlDatabase {
  abstract readonly dialect: SqlDialect;

  /** Runs `work` in one transaction; any thrown error rolls it back and is rethrown. */
  abstract transaction<T>(work: () => SqlWork<T>): Promise<T>;

  /** A single statement outside any explicit transaction. */
  abstract query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;

  static fromDataSource(dataSource: DataSource): SqlDatabase {
    const driver = dataSource.driver as unknown as {
      databaseConnection?: SqliteConnection;
      master?: Pool;
    };
    if (dataSource.options.type === 'postgres' && driver.master) {
      return new PostgresSqlDatabase(driver.master);
    }
    if (dataSource.options.type === 'better-sqlite3' && driver.databaseConnection) {
      return new SqliteSqlDatabase(driver.databaseConnection);
    }
    throw new Error(`Unsupported database type ${dataSource.options.type}`);
  }
}

const STATEMENT_CACHE_LIMIT = 1000;

class SqliteSqlDatabase extends SqlDatabase {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: SqliteConnection) {
    super();
  }

  async transaction<T>(work: () => SqlWork<T>): Promise<T> {
    // A TypeORM transaction (migrations, seeding) may be open on the shared connection across
    // awaits; start ours only between theirs.
    while (this.db.inTransaction) await new Promise((resolve) => setImmediate(resolve));
    return this.db.transaction(() => this.drive(work())).immediate();
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    return this.run({ sql, params, returnsRows: true }) as Row[];
  }

  private drive<T>(body: SqlWork<T>): T {
    let step = body.next();
    while (!step.done) step = body.next(this.run(step.value));
    return step.value;
  }

  private run(op: SqlOp): unknown {
    const statement = this.prepare(op.sql);
    const params = op.params.map(toSqliteValue);
    if (op.returnsRows) return statement.all(...params);
    statement.run(...params);
    return undefined;
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE_LIMIT) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

class PostgresSqlDatabase extends SqlDatabase {
  readonly dialect = 'postgres' as const;
  private readonly texts = new Map<string, string>();

  constructor(private readonly pool: Pool) {
    super();
  }

  async transaction<T>(work: () => SqlWork<T>): Promise<T> {
    const client = await this.pool.connect();
    // A connection lost mid-transaction also emits 'error' on the checked-out client; the
    // failed query already reports it, and unheard it would crash the process.
    const onLost = (): void => undefined;
    client.on('error', onLost);
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await this.drive(client, work());
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((lost: Error) => (broken = lost));
      throw error;
    } finally {
      client.off('error', onLost);
      // A client that could not roll back is discarded rather than reused.
      client.release(broken);
    }
  }

  async query<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
    const result = await this.pool.query(this.text(sql), params);
    return result.rows as Row[];
  }

  private async drive<T>(client: PoolClient, body: SqlWork<T>): Promise<T> {
    let step = body.next();
    while (!step.done) {
      const result = await client.query(this.text(step.value.sql), step.value.params);
      step = body.next(step.value.returnsRows ? result.rows : undefined);
    }
    return step.value;
  }

  /** `?` placeholders → `$1, $2, ...` (our SQL never contains a literal question mark). */
  private text(sql: string): string {
    let text = this.texts.get(sql);
    if (text === undefined) {
      let n = 0;
      text = sql.replace(/\?/g, () => `$${++n}`);
      this.texts.set(sql, text);
    }
    return text;
  }
}
