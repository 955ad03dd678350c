import type { INestApplication } from '@nestjs/common';
import { SqlDatabase } from '../platform/database/sql-database';
import { SubscriptionRunner } from '../platform/event-store/subscription-runner';

const CHECK_EVERY_MS = 10;
const MOST_CHECKS = 1000;

/**
 * Waits until every event committed so far is one `EventStore.readAll` hands out. On PostgreSQL
 * readAll holds an event back while any older transaction of the whole server is still open
 * (it never skips one that commits late), and in a jest run with two workers that is often
 * another spec's, in another database: a catch-up run at once can miss what was just appended.
 * Checks every 10 ms, giving up after 10 s (a test that holds a transaction open on purpose then
 * sees the held-back read it expects); answers at once on SQLite.
 */
export async function untilLogVisible(
  sql: SqlDatabase,
  stillWanted: () => boolean = () => true,
): Promise<void> {
  if (sql.dialect !== 'postgres') return;
  for (let check = 0; check < MOST_CHECKS && stillWanted(); check++) {
    const [newest] = await sql.query<{ visible: boolean }>(
      `SELECT transaction_id < pg_snapshot_xmin(pg_current_snapshot()) AS visible
       FROM events ORDER BY transaction_id DESC LIMIT 1`,
    );
    if (!newest || newest.visible) return;
    await new Promise((resolve) => setTimeout(resolve, CHECK_EVERY_MS));
  }
}

/**
 * A test app's `SubscriptionRunner.wake()` first waits for the log to be visible
 * ({@link untilLogVisible}), so a spec that appends, wakes the runner and reads what the
 * subscribers wrote (an email, points, a gift card) gets the same answer whatever other specs
 * the run has going on the same PostgreSQL server. Once the app is shutting down it wakes as
 * before (the pool is about to close), and a failed check only means waking at once.
 */
export function wakeAfterLogVisible(app: INestApplication): void {
  const runner = app.get(SubscriptionRunner);
  const sql = app.get(SqlDatabase);
  const wake = runner.wake.bind(runner);
  const shutdown = runner.beforeApplicationShutdown.bind(runner);
  let open = true;
  runner.beforeApplicationShutdown = () => {
    open = false;
    return shutdown();
  };
  runner.wake = async () => {
    if (open) await untilLogVisible(sql, () => open).catch(() => undefined);
    return wake();
  };
}
