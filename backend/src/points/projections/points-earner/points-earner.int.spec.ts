import {
  customerStreamId,
  orderStreamId,
  pointsStreamId,
  type CheckoutOrder,
  type CustomerSignedUp,
  type DomainEvent,
  type OrderPlaced,
} from '@shop/contracts';
import { testDialects } from '../../../platform/database/scratch-database';
import { DocumentSubscription } from '../../../platform/event-store/document-subscription';
import { openStore } from '../../../platform/event-store/event-store.test-kit';
import { PointsLedgerService } from '../../points-ledger.service';
import { bouquetOrder, pointsEventsIn } from '../../points.test-kit';
import { PointsEarnerSubscriber } from './points-earner.subscriber';

const system = { actor: { kind: 'system' as const, process: 'test' } };

describe.each(testDialects())('points earner on %s', (dialect) => {
  let t: Awaited<ReturnType<typeof openStore>>;
  beforeEach(async () => {
    t = await openStore(dialect);
  });
  afterEach(async () => {
    await t.close();
  });

  const subscription = (batch = 500) =>
    new DocumentSubscription(t.store, t.sql, new PointsEarnerSubscriber(t.store), batch);

  /** Catches up until the checkpoint reaches `position` (PostgreSQL may hide events a moment). */
  async function catchUpTo(sub: DocumentSubscription, position: number): Promise<void> {
    const deadline = Date.now() + 10000;
    await sub.catchUp();
    while ((await sub.storedCheckpoint()) < position && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await sub.catchUp();
    }
  }

  /** Appends an order's `OrderPlaced` as paying does; answers its position. */
  async function place(
    orderNumber: string,
    customerId: string | null,
    order: CheckoutOrder = bouquetOrder(),
  ): Promise<number> {
    const placed: OrderPlaced = {
      type: 'OrderPlaced',
      data: {
        orderNumber,
        trackingNumber: `T${orderNumber}`,
        purchaseId: `purchase-${orderNumber}`,
        basketId: `basket-${orderNumber}`,
        orderId: order.id,
        order,
        customer: {
          name: 'Ann',
          email: 'ann@example.com',
          phone: '',
          mailShot: false,
          businessCustomer: false,
        },
        customerId,
      },
    };
    const { lastPosition } = await t.store.append(
      orderStreamId(orderNumber),
      'no_stream',
      [placed],
      {
        ...system,
        correlationId: placed.data.purchaseId,
      },
    );
    return lastPosition;
  }

  async function signedUp(customerId: string, referredBy: string | null): Promise<void> {
    const event: CustomerSignedUp = {
      type: 'CustomerSignedUp',
      data: {
        customerId,
        email: `${customerId}@example.com`,
        name: customerId,
        referredBy,
        fromOrder: null,
      },
    };
    await t.store.append(customerStreamId(customerId), 'no_stream', [event], system);
  }

  const ledgerTypes = async (customerId: string) =>
    (await t.store.readStream(pointsStreamId(customerId))).map((e) => [
      e.type,
      (e.data as { points: number }).points,
    ]);

  it("credits the products' points to the payer, correlated by the purchase", async () => {
    await signedUp('ann', null);
    const last = await place('P1000001', 'ann', bouquetOrder({}, []));
    await catchUpTo(subscription(), last);
    const [credit] = await t.store.readStream(pointsStreamId('ann'));
    expect(credit).toMatchObject({
      type: 'PointsEarned',
      data: {
        orderNumber: 'P1000001',
        purchaseId: 'purchase-P1000001',
        basketId: 'basket-P1000001',
        points: 3,
      },
      metadata: {
        correlationId: 'purchase-P1000001',
        actor: { kind: 'system', process: 'points-earner' },
      },
    });
  });

  it('credits nothing for a gift card, a free order or a guest', async () => {
    await signedUp('ann', 'rita');
    await signedUp('rita', null);
    await place('P1000002', 'ann', bouquetOrder({ isGiftCard: false, total: 0 }));
    await place('P1000003', null);
    const last = await place('P1000004', 'ann', bouquetOrder({ isGiftCard: true }));
    await catchUpTo(subscription(), last);
    // The gift card was paid: it is Ann's first paid order, so the referral pays, nothing else.
    expect(await ledgerTypes('ann')).toEqual([['ReferralBonus', 5]]);
    expect(await ledgerTypes('rita')).toEqual([['ReferralBonus', 5]]);
  });

  it('credits each order once when four instances catch up at once', async () => {
    await signedUp('ann', 'rita');
    await signedUp('rita', null);
    let last = 0;
    for (let i = 0; i < 12; i++) {
      last = await place(`P20000${10 + i}`, i % 2 === 0 ? 'ann' : 'rita');
    }
    const racers = Array.from({ length: 4 }, () => subscription(1));
    await Promise.all(racers.map((racer) => catchUpTo(racer, last)));

    const credits = (await pointsEventsIn(t.sql)).filter((e) => e.type === 'PointsEarned');
    expect(credits).toHaveLength(12);
    expect(new Set(credits.map((e) => (e.data as { orderNumber: string }).orderNumber)).size).toBe(
      12,
    );
    expect(await ledgerTypes('rita')).toEqual([
      ['ReferralBonus', 5],
      ...Array.from({ length: 6 }, () => ['PointsEarned', 3]),
    ]);
  });

  it('loses no credit to a payment spending from the same ledger at the same moment', async () => {
    await signedUp('ann', null);
    await catchUpTo(subscription(), await place('P3000001', 'ann'));
    const earner = subscription();
    const ledger = new PointsLedgerService(t.store);
    let last = 0;
    const racing: Promise<boolean>[] = [];
    for (let i = 0; i < 6; i++) {
      last = await place(`P30000${10 + i}`, 'ann');
      // A payment spending 1 point at the version it read: it may lose the race, or find none.
      const spending = { paymentId: `pay-${i}`, purchaseId: `p-${i}`, basketId: 'b', points: 1 };
      racing.push(
        ledger
          .spendAppend('ann', spending)
          .then((spend) => t.store.appendMany([spend], system))
          .then(
            () => true,
            () => false,
          ),
        earner.catchUp().then(
          () => false,
          () => false,
        ),
      );
    }
    const spent = (await Promise.all(racing)).filter(Boolean).length;
    await catchUpTo(earner, last);
    const events = await pointsEventsIn(t.sql);
    expect(events.filter((e) => e.type === 'PointsEarned')).toHaveLength(7);
    expect(events.filter((e) => e.type === 'PointsSpent')).toHaveLength(spent);
    expect(await ledger.balanceOf('ann')).toBe(7 * 3 - spent);
  });

  it('decides again when a payment spent from the ledger after the earner read it', async () => {
    await signedUp('ann', null);
    await catchUpTo(subscription(), await place('P4000001', 'ann'));
    const ledger = new PointsLedgerService(t.store);
    const spending = { paymentId: 'pay-1', purchaseId: 'p-1', basketId: 'b', points: 2 };
    await t.store.appendMany([await ledger.spendAppend('ann', spending)], system);
    // The earner's first read of Ann's ledger misses that spend, as if it committed just after.
    let stale = true;
    const store = Object.create(t.store) as typeof t.store;
    store.readStreamWork = function* <E extends DomainEvent>(streamId: string) {
      const read = yield* t.store.readStreamWork<E>(streamId);
      if (streamId !== pointsStreamId('ann') || !stale) return read;
      stale = false;
      return read.slice(0, -1);
    };
    const earner = new DocumentSubscription(t.store, t.sql, new PointsEarnerSubscriber(store));
    await catchUpTo(earner, await place('P4000002', 'ann'));
    expect(stale).toBe(false);
    expect(await ledgerTypes('ann')).toEqual([
      ['PointsEarned', 3],
      ['PointsSpent', 2],
      ['PointsEarned', 3],
    ]);
  });
});
