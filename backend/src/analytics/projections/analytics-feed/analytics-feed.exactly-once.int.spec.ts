import type {
  AnalyticsEventData,
  AnalyticsEventName,
  BasketEvent,
  PointsEvent,
  RecordedEvent,
} from '@shop/contracts';
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

/** The GA4 event each source event becomes. */
const MIRRORED_AS: Record<string, AnalyticsEventName> = {
  ProductAdded: 'add_to_cart',
  OrderRemoved: 'remove_from_cart',
  CheckoutBegun: 'begin_checkout',
  PaymentStarted: 'add_payment_info',
  BasketPlaced: 'purchase',
  PointsEarned: 'points_earned',
};

/** Paying `total` by card for the basket's `orderIds`: checkout begun, payment started, placed. */
function payingFor(purchaseId: string, total: number, orderIds: string[]): BasketEvent[] {
  return [
    { type: 'CheckoutBegun', data: { total } },
    {
      type: 'PaymentStarted',
      data: {
        paymentId: `${purchaseId}-pay`,
        idempotencyKey: `${purchaseId}-key`,
        purchaseId,
        provider: 'test',
        paymentMethod: 'pm_card_visa',
        total,
        giftCard: null,
        amount: total,
        startedAt: '2026-06-04T10:00:00.000Z',
      },
    },
    {
      type: 'BasketPlaced',
      data: {
        purchaseId,
        paymentId: `${purchaseId}-pay`,
        provider: 'test',
        providerPaymentId: `test_${purchaseId}`,
        orders: orderIds.map((orderId, n) => ({
          orderId,
          orderNumber: `P900000${n}`,
          trackingNumber: `TRK900000${n}`,
        })),
        total,
        giftCardTotal: 0,
        totalToPay: total,
      },
    },
  ];
}

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

  /**
   * Six baskets, each: add (with pot), add gift card, remove the first order, open the payment
   * page, pay for the gift card by card, placed: 36 feed events.
   */
  async function fillLog(): Promise<number> {
    let last = 0;
    for (let i = 0; i < 6; i++) {
      const events: BasketEvent[] = [
        added('o1', { pot }),
        giftCardAdded('g1'),
        removed('o1'),
        ...payingFor(`purchase-${i}`, 2000, ['g1']),
      ];
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
    const log = (await wholeLog()).filter((e) => e.type in MIRRORED_AS);
    const expected = log.map((e) => [MIRRORED_AS[e.type], e.metadata.eventId]);
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

  it("killed among a purchase's checkout events, resumed, has each once with its GA4 data", async () => {
    const last = await fillLog();
    // Batches of 4: the first commits basket 0's begin_checkout; the second (its payment and
    // purchase, then basket 1's adds) dies as soon as the purchase row is written.
    await runUntilKilled(subscription(new KilledMidBatch(dialect, 6), 4));
    expect((await feed()).map((row) => row.type)).toEqual([
      'add_to_cart',
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
    ]);
    await catchUpTo(subscription(undefined, 4), last);
    await expectWholeFeed();
    const rows = await t.sql.query<{ type: string; data: unknown }>(
      `SELECT type, data FROM analytics_events WHERE basket_id = 'basket-0' ORDER BY position`,
    );
    const checkout = rows.slice(3).map((row) => ({
      type: row.type,
      ...((typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as AnalyticsEventData)
        .ecommerce,
    }));
    const giftCardItem = {
      item_id: '900',
      item_name: 'The Harriet',
      item_brand: 'Gift Cards',
      price: 20,
      price_pence: 2000,
      quantity: 1,
    };
    const paid = { currency: 'GBP', value: 20, value_pence: 2000, items: [giftCardItem] };
    expect(checkout).toEqual([
      { type: 'begin_checkout', ...paid },
      { type: 'add_payment_info', ...paid, payment_type: 'card' },
      { type: 'purchase', ...paid, transaction_id: 'purchase-0' },
    ]);
  });

  it("mirrors the points ledger's earnings among them, each once, killed or not; spendings are the purchase's", async () => {
    await fillLog();
    const points: PointsEvent[] = [
      {
        type: 'PointsEarned',
        data: { orderNumber: 'P9000000', purchaseId: 'purchase-0', basketId: '0', points: 4 },
      },
      {
        type: 'PointsSpent',
        data: { paymentId: 'pay-7', purchaseId: 'purchase-7', basketId: '7', points: 3 },
      },
      { type: 'PointsReturned', data: { paymentId: 'pay-7', purchaseId: 'purchase-7', points: 3 } },
    ];
    const paying = {
      actor: { kind: 'system' as const, process: 'test' },
      deviceType: 'd' as const,
    };
    await t.store.append('points-ann', 'no_stream', points, paying);
    const after = await t.store.append('basket-7', 'no_stream', [added('o1')], shopper);
    // Batches of 10: the fourth holds both ledger entries and dies after the earning's row.
    await runUntilKilled(subscription(new KilledMidBatch(dialect, 37), 10));
    await catchUpTo(subscription(undefined, 10), after.lastPosition);
    await expectWholeFeed();

    const rows = await t.sql.query<{ type: string; basket_id: string; data: unknown }>(
      `SELECT type, basket_id, data FROM analytics_events WHERE type LIKE 'points_%' ORDER BY position`,
    );
    expect(
      rows.map((row) => {
        const data = (
          typeof row.data === 'string' ? JSON.parse(row.data) : row.data
        ) as AnalyticsEventData;
        return [row.type, row.basket_id, data.basket_id, data.device_type, data.ecommerce];
      }),
    ).toEqual([
      [
        'points_earned',
        'basket-0',
        'basket-0',
        'd',
        {
          currency: 'GBP',
          value: 4,
          value_pence: 400,
          transaction_id: 'purchase-0',
          points: 4,
          items: [],
        },
      ],
    ]);
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
