import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import { rows, SqlDatabase, type SqlWork } from '../../../platform/database/sql-database';
import { EventStore } from '../../../platform/event-store/event-store';
import type { RecordedEvent } from '@shop/contracts';

/** Ends a PostgreSQL backend from a connection of its own, as an operator or a failover would. */
async function terminateBackend(pid: number): Promise<void> {
  const client = new Client({ connectionString: process.env.PG_URL });
  await client.connect();
  try {
    await client.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await client.end();
  }
}

/**
 * The database connection dies inside the transaction that places a basket, after the provider
 * took the money. PostgreSQL: the placing transaction's own backend is terminated by
 * `pg_terminate_backend` from a separate client while the transaction waits on it. SQLite has no
 * connection to lose: the transaction throws as a lost connection does. Either way nothing of it
 * commits. Until `restore()`, every placing dies; `deaths()` counts them.
 */
export function connectionDiesWhilePlacing(app: INestApplication) {
  const store = app.get(EventStore);
  const dialect = app.get(SqlDatabase).dialect;
  const original = store.appendManyWork.bind(store);
  let deaths = 0;
  const spy = jest
    .spyOn(store, 'appendManyWork')
    .mockImplementation(function* (appends, context): SqlWork<RecordedEvent[]> {
      if (appends.some((append) => append.events.some((e) => e.type === 'BasketPlaced'))) {
        deaths += 1;
        if (dialect === 'sqlite') throw new Error('Connection lost (SQLite stand-in)');
        const [{ pid }] = yield* rows<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        // A failed kill shows as the placing going through after the sleep: the spec fails.
        void terminateBackend(pid).catch(() => undefined);
        // Never returns: the backend is terminated while it sleeps (the bound only caps a hang).
        yield* rows('SELECT pg_sleep(20)');
      }
      return yield* original(appends, context);
    });
  return { restore: () => spy.mockRestore(), deaths: () => deaths };
}
