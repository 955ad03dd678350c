import {
  POINTS_EVENT_TYPES,
  pointsStreamId,
  type CheckoutOrder,
  type CheckoutOrderItem,
  type PointsEarned,
  type PointsEvent,
  type PointsReturned,
  type PointsReversed,
  type PointsSpent,
  type RecordedEvent,
  type ReferralBonus,
} from '@shop/contracts';
import { DomainError } from '../platform/domain-error';
import type { SqlDatabase } from '../platform/database/sql-database';
import type { EventStore } from '../platform/event-store/event-store';
import { EVENT_COLUMNS, toRecordedEvent, type EventRow } from '../platform/event-store/event-rows';
import type { PointsCommand } from './domain/points.commands';
import { decide, foldPoints, type PointsState } from './domain/points.ledger';

/*
 * Test kit for Posy Points: given(history).when(command) for the ledger, event builders, and a
 * look at every points event in the log.
 */

export type Outcome = { events: PointsEvent[] } | { refused: { message: string; status: number } };

export const stateAfter = (...history: PointsEvent[]): PointsState => foldPoints(history);

export function given(...history: PointsEvent[]) {
  const state = stateAfter(...history);
  return {
    when(command: PointsCommand): Outcome {
      try {
        return { events: decide(command, state) };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { refused: { message: error.message, status: error.status } };
      }
    },
  };
}

export const then = (...events: PointsEvent[]): Outcome => ({ events });
export const refuses = (message: string, status = 409): Outcome => ({
  refused: { message, status },
});

export const earned = (orderNumber: string, points: number): PointsEarned => ({
  type: 'PointsEarned',
  data: { orderNumber, purchaseId: `purchase-${orderNumber}`, basketId: 'basket-1', points },
});

export const spent = (paymentId: string, points: number): PointsSpent => ({
  type: 'PointsSpent',
  data: { paymentId, purchaseId: `purchase-${paymentId}`, basketId: 'basket-2', points },
});

export const returned = (paymentId: string, points: number): PointsReturned => ({
  type: 'PointsReturned',
  data: { paymentId, purchaseId: `purchase-${paymentId}`, points },
});

export const reversed = (orderNumber: string, points: number, reason = 'refunded') =>
  ({ type: 'PointsReversed', data: { orderNumber, points, reason } }) satisfies PointsReversed;

export const referral = (
  referrerCustomerId: string,
  friendCustomerId: string,
  purchaseId = 'purchase-friend',
  points = 5,
): ReferralBonus => ({
  type: 'ReferralBonus',
  data: { referrerCustomerId, friendCustomerId, purchaseId, points },
});

/** Credits `points` to a customer's ledger as a paid order `orderNumber` would (test setup). */
export async function grantPoints(
  store: EventStore,
  customerId: string,
  points: number,
  orderNumber: string,
): Promise<void> {
  const streamId = pointsStreamId(customerId);
  const version = await store.streamVersion(streamId);
  const granted: PointsEarned = {
    type: 'PointsEarned',
    data: { orderNumber, purchaseId: `grant-${orderNumber}`, basketId: 'b', points },
  };
  await store.appendMany([{ streamId, expected: version || 'no_stream', events: [granted] }], {
    actor: { kind: 'system', process: 'test' },
  });
}

/** Every points event in the log, oldest first (read straight from the events table). */
export async function pointsEventsIn(sql: SqlDatabase): Promise<RecordedEvent<PointsEvent>[]> {
  const found = await sql.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE type IN (${POINTS_EVENT_TYPES.map(() => '?').join(', ')}) ORDER BY position`,
    [...POINTS_EVENT_TYPES],
  );
  return found.map((row) => toRecordedEvent(row) as RecordedEvent<PointsEvent>);
}

/** An order item of a product worth `posyPoints`, as the checkout state holds it. */
export function orderItem(posyPoints: number, over: Partial<CheckoutOrderItem> = {}) {
  return {
    product: {
      id: 101,
      sku: 'HARRIET',
      name: 'The Harriet',
      slug: 'the-harriet',
      image: '/images/products/101-285.svg',
      distributor: 'Flowers',
      attributes: [],
      posyPoints,
    },
    price: 3500,
    originalPrice: 3500,
    discountAmount: 0,
    discountedPrice: 3500,
    card: false,
    addon: false,
    message: '',
    messageIsOverflowing: false,
    orderItemPersonalisationConfiguration: null,
    ...over,
  } satisfies CheckoutOrderItem;
}

/** A paid £35 order of a 3-point bouquet, with more items and fields as given. */
export function bouquetOrder(
  over: Partial<CheckoutOrder> = {},
  extra: CheckoutOrderItem[] = [],
): CheckoutOrder {
  return {
    id: 'order-1',
    orderItems: [orderItem(3), ...extra],
    orderDelivery: {
      recipientName: 'Ada Lovelace',
      addressLine1: '1 High Street',
      addressLine2: '',
      addressLine3: '',
      town: 'London',
      postcode: 'SW1A 1AA',
      date: '2026-06-05',
      methodId: 'standard',
      methodName: 'Standard Delivery',
      price: 0,
      originalPrice: 0,
    },
    subtotal: 3500,
    total: 3500,
    originalPrice: 3500,
    subscription: false,
    isAvailableProduct: true,
    isGiftCard: false,
    giftCardRecipient: null,
    ...over,
  };
}
