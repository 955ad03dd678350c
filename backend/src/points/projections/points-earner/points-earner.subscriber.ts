import {
  customerStreamId,
  orderStreamId,
  pointsStreamId,
  type CustomerEvent,
  type OrderClaimed,
  type OrderEvent,
  type OrderPlaced,
  type PointsEvent,
  type RecordedEvent,
} from '@shop/contracts';
import type { SqlWork } from '../../../platform/database/sql-database';
import type { EventSubscriber } from '../../../platform/event-store/document-subscription';
import type { EventStore } from '../../../platform/event-store/event-store';
import { WrongExpectedVersionError } from '../../../platform/event-store/event-store.errors';
import type { AppendContext, StreamAppend } from '../../../platform/event-store/event-store.types';
import { creditOrder, type CreditedOrder } from '../../domain/order-credit';
import { foldPoints } from '../../domain/points.ledger';

export const POINTS_EARNER = 'points-earner';

/** Decisions raced by payments on the same ledger before the batch is left to the next run. */
const MAX_ATTEMPTS = 5;

/**
 * Credits Posy Points for every order a customer paid for: placed while signed in
 * (`OrderPlaced` with a `customerId`), or a guest's order claimed into a new account later
 * (`OrderClaimed`); and the refer-a-friend bonus on a referred friend's first paid order.
 *
 * Run by the SubscriptionRunner: `apply` runs inside the transaction that claims and moves this
 * subscriber's checkpoint, and reads the ledgers and appends to them in that same transaction.
 * So the credit and the moved checkpoint commit together or not at all (a crash in between
 * leaves the order unread), and the ledger refuses a second credit for an order number anyway.
 * A payment spending from the same ledger at the same moment makes one of the two transactions
 * fail; the earner's is simply run again.
 */
export class PointsEarnerSubscriber implements EventSubscriber {
  readonly name = POINTS_EARNER;
  readonly handles: readonly string[] = ['OrderPlaced', 'OrderClaimed'];

  constructor(private readonly store: EventStore) {}

  *apply(events: readonly RecordedEvent[]): SqlWork<number> {
    let credited = 0;
    for (const event of events as readonly RecordedEvent<OrderEvent>[]) {
      const placed =
        event.type === 'OrderClaimed' ? yield* this.placedOf(event) : placedWithCustomer(event);
      if (!placed) continue;
      credited += yield* this.credit(placed, contextOf(event, placed.data.purchaseId));
    }
    return credited;
  }

  /**
   * Credits the order. A payment that spent from the ledger since it was read here makes the
   * append's version check fail before it writes: the ledger is read and decided again (every
   * decision is idempotent, so what this transaction already wrote is not written twice).
   */
  private *credit(
    placed: { customerId: string; data: OrderPlaced['data'] },
    context: AppendContext,
  ): SqlWork<number> {
    for (let attempt = 1; ; attempt++) {
      try {
        return yield* this.creditOnce(placed, context);
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError) || attempt === MAX_ATTEMPTS) throw error;
      }
    }
  }

  /** Appends what the order credits, reading each ledger in this transaction. */
  private *creditOnce(
    { customerId, data }: { customerId: string; data: OrderPlaced['data'] },
    context: AppendContext,
  ): SqlWork<number> {
    const ledger = yield* this.store.readStreamWork<PointsEvent>(pointsStreamId(customerId));
    const referredBy = yield* this.referrerOf(customerId);
    const referrerLedger = referredBy
      ? yield* this.store.readStreamWork<PointsEvent>(pointsStreamId(referredBy))
      : null;
    const order: CreditedOrder = { customerId, placed: data, referredBy };
    const decided = creditOrder(
      order,
      foldPoints(ledger),
      referrerLedger ? foldPoints(referrerLedger) : null,
    );
    const appends: StreamAppend[] = [];
    if (decided.customer.length > 0) {
      appends.push(appendTo(customerId, ledger, decided.customer));
    }
    if (referredBy && referrerLedger && decided.referrer.length > 0) {
      appends.push(appendTo(referredBy, referrerLedger, decided.referrer));
    }
    if (appends.length === 0) return 0;
    yield* this.store.appendManyWork(appends, context);
    return 1;
  }

  /** A claimed order's `OrderPlaced`, credited to the customer who claimed it. */
  private *placedOf(claimed: RecordedEvent<OrderClaimed>) {
    const order = yield* this.store.readStreamWork<OrderEvent>(
      orderStreamId(claimed.data.orderNumber),
    );
    const placed = order.find((event): event is RecordedEvent<OrderPlaced> => {
      return event.type === 'OrderPlaced';
    });
    return placed ? { customerId: claimed.data.customerId, data: placed.data } : null;
  }

  /** Who referred the customer, as their sign-up recorded it; null when nobody. */
  private *referrerOf(customerId: string): SqlWork<string | null> {
    const stream = yield* this.store.readStreamWork<CustomerEvent>(customerStreamId(customerId));
    const signedUp = stream.find((event) => event.type === 'CustomerSignedUp');
    return signedUp?.type === 'CustomerSignedUp' ? signedUp.data.referredBy : null;
  }
}

/** A signed-in payer's order; null for a guest's (a claim may credit it later). */
function placedWithCustomer(event: RecordedEvent<OrderEvent>) {
  if (event.type !== 'OrderPlaced' || !event.data.customerId) return null;
  return { customerId: event.data.customerId, data: event.data };
}

function appendTo(
  customerId: string,
  ledger: readonly RecordedEvent<PointsEvent>[],
  events: PointsEvent[],
): StreamAppend {
  return {
    streamId: pointsStreamId(customerId),
    expected: ledger.at(-1)?.streamVersion ?? 'no_stream',
    events,
  };
}

/** The credit belongs to the purchase's history: correlated by it, caused by the order event. */
function contextOf(event: RecordedEvent<OrderEvent>, purchaseId: string): AppendContext {
  return {
    actor: { kind: 'system', process: POINTS_EARNER },
    sessionId: event.metadata.sessionId,
    correlationId: purchaseId,
    causationId: event.metadata.eventId,
  };
}
