import type { BasketEvent, RecordedEvent } from '@shop/contracts';
import { added, giftCardAdded, pot, removed } from '../../../basket/basket.test-kit';
import { exec, rows, type SqlOp, type SqlWork } from '../../../platform/database/sql-database';
import {
  DocumentSubscription,
  type EventSubscriber,
} from '../../../platform/event-store/document-subscription';
import {
  EVENT_COLUMNS,
  toRecordedEvent,
  type EventRow,
} from '../../../platform/event-store/event-rows';
import { openStore, shopper } from '../../../platform/event-store/event-store.test-kit';
import { testDialects, type TestDialect } from '../../../platform/database/scratch-database';
import { ANALYTICS_SUBSCRIBER, AnalyticsFeedSubscriber } from './analytics-feed.subscriber';

const isFeedInsert = (op: SqlOp) => op.sql.trimStart().startsWith('INSERT INTO analytics_events');

/**
 * The real subscriber, killed once it has written `survivors` feed rows in all: on SQLite
 * by an exception inside the transaction (what a dying process leaves: an uncommitted WAL
 * transaction), on PostgreSQL by terminating its own connection mid-transaction.
 */
class KilledMidBatch implements EventSubscriber {
  readonly name = ANALYTICS_SUBSCRIBER;
  private readonly inner = new AnalyticsFeedSubscriber();
  readonly handles = this.inner.handles;
  private written = 0;

  constructor(
    private readonly dialect: TestDialect,
    private readonly survivors: number,
  ) {}

  *apply(events: readonly RecordedEvent[]): SqlWork<unknown> {
    const work = this.inner.apply(events);
    let step = work.next();
    while (!step.done) {
      const result: unknown = yield step.value;
      if (isFeedInsert(step.value) && ++this.written === this.survivors) {
        if (this.dialect === 'postgres')
          yield* rows('SELECT pg_terminate_backend(pg_backend_pid())');
        throw new Error('subscriber killed mid-batch');
      }
      step = work.next(result);
    }
    return step.value;
  }
}

describe.each(testDialects())('analytics feed exactly once on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;
  beforeEach(async () => {
    t = await openStore(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  /** Six baskets, each: add (with pot), add gift card, remove the first order: 18 feed events. */
  async function fillLog(): Promise<number> {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      const events: BasketEvent[] = [added('o1', { pot }), giftCardAdded('g1'), removed('o1')];
      const context = { ...shopper, deviceType: 'd' as const };
      last = (await t.store.append(`basket-${i}`, 'no_stream', events, context)).lastPosition;
    }
    return last;
  }

  const subscription = (subscriber: EventSubscriber = new AnalyticsFeedSubscriber(), batch = 7) =>
    new DocumentSubscription(t.store, t.sql, subscriber, batch);

  /** Catches up until the checkpoint reaches `position` (PostgreSQL may hide events a moment). */
  async function catchUpTo(sub: DocumentSubscription, position: number): Promise<void> {
    const deadline = Date.now() + 10000;
    await sub.catchUp();
    while ((await sub.storedCheckpoint()) !== position && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sub.catchUp();
    }
  }

  /**
   * Runs a doomed subscriber until it dies. On PostgreSQL another suite's open transaction can
   * hide the log for a moment, so a pass may end quietly before reaching the fatal row.
   */
  async function runUntilKilled(sub: DocumentSubscription): Promise<void> {
    const deadline = Date.now() + 10000;
    while (Date.now() < deadline) {
      try {
        await sub.catchUp();
      } catch (error) {
        expect(String(error)).toMatch(/killed mid-batch|terminat/);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the subscriber was never killed');
  }

  const feed = () =>
    t.sql.query<{ position: number | string; type: string; source_event_id: string }>(
      'SELECT position, type, source_event_id FROM analytics_events ORDER BY position',
    );

  /** The log as committed (read directly: readAll may hold back while other suites write). */
  const wholeLog = async () =>
    (await t.sql.query<EventRow>(`SELECT ${EVENT_COLUMNS} FROM events ORDER BY position`)).map(
      toRecordedEvent,
    );

  /** Every source event mirrored once, numbered 1..n in log order. */
  async function expectWholeFeed(): Promise<void> {
    const found = await feed();
    const log = await wholeLog();
    const expected = log.map((e) => [
      e.type === 'OrderRemoved' ? 'remove_from_cart' : 'add_to_cart',
      e.metadata.eventId,
    ]);
    expect(found.map((r) => [r.type, r.source_event_id])).toEqual(expected);
    expect(found.map((r) => Number(r.position))).toEqual(expected.map((_, i) => i + 1));
  }

  it('mirrors every basket event once, in log order, with the checkpoint', async () => {
    const last = await fillLog();
    const sub = subscription();
    await catchUpTo(sub, last);
    await expectWholeFeed();
    expect(await sub.storedCheckpoint()).toBe(last);
  });

  it('killed mid-batch, loses and doubles nothing when it resumes', async () => {
    const last = await fillLog();
    // Batches of 7: the first commits, the second dies after writing 3 of its rows.
    const killed = subscription(new KilledMidBatch(dialect, 10));
    await runUntilKilled(killed);
    const committed = await feed();
    expect(committed).toHaveLength(7);
    const checkpoint = await killed.storedCheckpoint();
    expect(checkpoint).toBe((await wholeLog())[6].position);

    const resumed = subscription();
    await catchUpTo(resumed, last);
    await expectWholeFeed();
  });

  it('killed again and again, still ends with each event exactly once', async () => {
    const last = await fillLog();
    // Batches of 5: dies in the first batch; after one; after two more.
    for (const survivors of [1, 7, 12]) {
      await runUntilKilled(subscription(new KilledMidBatch(dialect, survivors), 5));
    }
    await catchUpTo(subscription(undefined, 5), last);
    await expectWholeFeed();
  });

  it('replayed from an older checkpoint, adds nothing twice (unique source event and type)', async () => {
    const last = await fillLog();
    await catchUpTo(subscription(), last);
    await t.sql.transaction(() =>
      exec('DELETE FROM checkpoints WHERE subscriber = ?', [ANALYTICS_SUBSCRIBER]),
    );
    await catchUpTo(subscription(), last);
    await expectWholeFeed();
  });
});
