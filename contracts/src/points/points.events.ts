import type { DomainEvent } from '../common/event-store.types';

/**
 * A customer's Posy Points ledger, one stream per customer (`points-{customerId}`). The balance
 * is a fold of these events and never goes below zero. The ledger's redemption is `PointsSpent`
 * (the basket's own event is `PointsRedeemed`), so no event type names two different things.
 */
export const pointsStreamId = (customerId: string): string => `points-${customerId}`;

/** A paid order's products' `posyPoints` (gift cards earn none), credited once per order. */
export type PointsEarned = DomainEvent<
  'PointsEarned',
  { orderNumber: string; purchaseId: string; basketId: string; points: number }
>;

/** Points taken off the ledger by a purchase as its payment started (1 point = £1). */
export type PointsSpent = DomainEvent<
  'PointsSpent',
  { purchaseId: string; paymentId: string; basketId: string; points: number }
>;

/** Points of a purchase whose payment did not go through, given back. */
export type PointsReturned = DomainEvent<
  'PointsReturned',
  { purchaseId: string; paymentId: string; points: number }
>;

/** Points earned on an order that was refunded, taken back (never below zero). */
export type PointsReversed = DomainEvent<
  'PointsReversed',
  { orderNumber: string; points: number; reason: string }
>;

/**
 * Refer-a-friend: 5 points to each side once the referred friend's first order is paid
 * (`friendCustomerId` is the friend; on the friend's own ledger it names the referrer).
 */
export type ReferralBonus = DomainEvent<
  'ReferralBonus',
  { referrerCustomerId: string; friendCustomerId: string; purchaseId: string; points: number }
>;

export type PointsEvent =
  PointsEarned | PointsSpent | PointsReturned | PointsReversed | ReferralBonus;

export type PointsEventType = PointsEvent['type'];

export const POINTS_EVENT_TYPES: readonly PointsEventType[] = [
  'PointsEarned',
  'PointsSpent',
  'PointsReturned',
  'PointsReversed',
  'ReferralBonus',
];
