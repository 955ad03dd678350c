import type { PointsEvent, RecordedEvent } from '@shop/contracts';
import { earned, referral, returned, reversed, spent } from '../points.test-kit';
import { pointsLedgerOf } from './points-history';

/** The events as recorded, one minute apart from 10:00 on 4 June 2026. */
function recorded(...events: PointsEvent[]): RecordedEvent<PointsEvent>[] {
  return events.map((event, i) => ({
    ...event,
    position: 10 + i,
    streamId: 'points-ann',
    streamVersion: i + 1,
    metadata: {
      eventId: `event-${i}`,
      correlationId: 'purchase',
      causationId: null,
      sessionId: null,
      actor: { kind: 'system', process: 'test' },
      occurredAt: `2026-06-04T10:0${i}:00.000Z`,
    },
  }));
}

describe("the account's points history", () => {
  it('lists every entry newest first, taken points negative, with the balance', () => {
    const ledger = pointsLedgerOf(
      recorded(
        earned('P1000001', 4),
        referral('bob', 'ann', 'purchase-P1000001'),
        spent('pay-1', 3),
        returned('pay-1', 3),
        spent('pay-2', 2),
        reversed('P1000001', 4),
      ),
    );
    expect(ledger).toEqual({
      balance: 4 + 5 - 3 + 3 - 2 - 4,
      entries: [
        { at: '2026-06-04T10:05:00.000Z', kind: 'reversed', points: -4, reference: 'P1000001' },
        { at: '2026-06-04T10:04:00.000Z', kind: 'spent', points: -2, reference: 'purchase-pay-2' },
        {
          at: '2026-06-04T10:03:00.000Z',
          kind: 'returned',
          points: 3,
          reference: 'purchase-pay-1',
        },
        { at: '2026-06-04T10:02:00.000Z', kind: 'spent', points: -3, reference: 'purchase-pay-1' },
        {
          at: '2026-06-04T10:01:00.000Z',
          kind: 'referral',
          points: 5,
          reference: 'purchase-P1000001',
        },
        { at: '2026-06-04T10:00:00.000Z', kind: 'earned', points: 4, reference: 'P1000001' },
      ],
    });
  });

  it('is empty for a customer who never had points', () => {
    expect(pointsLedgerOf([])).toEqual({ balance: 0, entries: [] });
  });
});
