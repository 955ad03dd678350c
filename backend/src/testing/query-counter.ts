import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SqlDatabase } from '../platform/database/sql-database';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';

export interface QueryCounts {
  /** Statements run on their own: SqlDatabase queries plus any TypeORM query. */
  queries: number;
  /** SqlDatabase transactions, each counted once however many statements it runs. */
  transactions: number;
}

/**
 * Counts the database round trips an application makes, for query-count tests on the hot paths
 * (docs/benchmarks.md "Budgets"): wraps SqlDatabase and listens to TypeORM's query log. Async
 * subscribers follow the log on their own time (woken by appends, and polling), not on a request's,
 * so they are stopped first.
 */
export async function countQueries(app: INestApplication) {
  await app.get(SubscriptionRunner).beforeApplicationShutdown();
  const sql = app.get(SqlDatabase);
  const logger = app.get(DataSource).logger;
  const counts: QueryCounts = { queries: 0, transactions: 0 };
  const query = sql.query.bind(sql);
  const transaction = sql.transaction.bind(sql);
  const logQuery = logger.logQuery.bind(logger);
  sql.query = (...args) => {
    counts.queries++;
    return query(...args);
  };
  sql.transaction = (work) => {
    counts.transactions++;
    return transaction(work);
  };
  logger.logQuery = (...args) => {
    counts.queries++;
    return logQuery(...args);
  };
  return {
    /** The counts since the last reset. */
    counts: (): QueryCounts => ({ ...counts }),
    reset(): void {
      counts.queries = 0;
      counts.transactions = 0;
    },
  };
}
