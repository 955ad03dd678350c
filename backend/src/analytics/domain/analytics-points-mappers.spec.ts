import type { PointsEvent, RecordedEvent } from '@shop/contracts';
import { analyticsEventId } from './analytics-record';
import {
  isPointsSourceType,
  POINTS_ANALYTICS_SOURCE_TYPES,
  pointsAnalyticsRecordsOf,
} from './analytics-points-mappers';

/** A ledger entry on Ann's stream, recorded at position 200. */
function recorded(event: PointsEvent, deviceType?: 'm' | 't' | 'd'): RecordedEvent<PointsEvent> {
  return {
    ...event,
    position: 200,
    streamId: 'points-ann',
    streamVersion: 3,
    metadata: {
      eventId: 'event-200',
      correlationId: 'purchase-1',
      causationId: null,
      sessionId: 'abc',
      actor: { kind: 'shopper', sessionId: 'abc' },
      occurredAt: '2026-06-04T10:00:00.000Z',
      ...(deviceType ? { deviceType } : {}),
    },
  };
}

describe('analytics mapping of Posy Points ledger entries', () => {
  it('reads only earnings (points redeemed go with the purchase, BasketPlaced)', () => {
    expect(POINTS_ANALYTICS_SOURCE_TYPES).toEqual(['PointsEarned']);
    expect(isPointsSourceType('PointsEarned')).toBe(true);
    expect(isPointsSourceType('PointsSpent')).toBe(false);
    expect(isPointsSourceType('ProductAdded')).toBe(false);
  });

  it("mirrors points earned under the purchase's basket, value = points in pounds", () => {
    const earned = recorded({
      type: 'PointsEarned',
      data: { orderNumber: 'P1000001', purchaseId: 'purchase-1', basketId: 'abc', points: 4 },
    });
    expect(pointsAnalyticsRecordsOf(earned)).toEqual([
      {
        id: analyticsEventId('event-200', 'points_earned'),
        type: 'points_earned',
        sourceEventId: 'event-200',
        sourcePosition: 200,
        basketId: 'basket-abc',
        occurredAt: '2026-06-04T10:00:00.000Z',
        data: {
          event: 'points_earned',
          device_type: null,
          basket_id: 'basket-abc',
          order_id: null,
          source_event_id: 'event-200',
          ecommerce: {
            currency: 'GBP',
            value: 4,
            value_pence: 400,
            transaction_id: 'purchase-1',
            points: 4,
            items: [],
          },
        },
      },
    ]);
  });

  it('mirrors nothing for points spent, given back, reversed or a referral bonus', () => {
    const others: PointsEvent[] = [
      {
        type: 'PointsSpent',
        data: { paymentId: 'pay-1', purchaseId: 'purchase-2', basketId: 'abc', points: 3 },
      },
      { type: 'PointsReturned', data: { paymentId: 'pay-1', purchaseId: 'purchase-2', points: 3 } },
      { type: 'PointsReversed', data: { orderNumber: 'P1000001', points: 4, reason: 'refund' } },
      {
        type: 'ReferralBonus',
        data: { referrerCustomerId: 'rita', friendCustomerId: 'ann', purchaseId: 'p', points: 5 },
      },
    ];
    for (const event of others) expect(pointsAnalyticsRecordsOf(recorded(event))).toEqual([]);
  });
});
