import type { PointsEvent, PointsLedger, PointsLedgerEntry, RecordedEvent } from '@shop/contracts';
import { foldPoints } from './points.ledger';

/** One ledger event as a line of the account's points history. */
function entryOf(event: RecordedEvent<PointsEvent>): PointsLedgerEntry {
  const at = event.metadata.occurredAt;
  switch (event.type) {
    case 'PointsEarned':
      return { at, kind: 'earned', points: event.data.points, reference: event.data.orderNumber };
    case 'PointsSpent':
      return { at, kind: 'spent', points: -event.data.points, reference: event.data.purchaseId };
    case 'PointsReturned':
      return { at, kind: 'returned', points: event.data.points, reference: event.data.purchaseId };
    case 'PointsReversed':
      return {
        at,
        kind: 'reversed',
        points: -event.data.points,
        reference: event.data.orderNumber,
      };
    case 'ReferralBonus':
      return { at, kind: 'referral', points: event.data.points, reference: event.data.purchaseId };
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled points event: ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The customer's balance and every ledger entry, newest first (`GET /api/account/points`). */
export function pointsLedgerOf(history: readonly RecordedEvent<PointsEvent>[]): PointsLedger {
  return {
    balance: foldPoints(history).balance,
    entries: [...history].sort((a, b) => b.streamVersion - a.streamVersion).map(entryOf),
  };
}
