import type { OrderEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { placedOrderEvent } from '../orders.test-kit';
import { decideAdvance, evolveOrder } from './order.decider';

const given = (...events: OrderEvent[]) => events.reduce(evolveOrder, null);

describe('order decider', () => {
  it('given a placed order, advancing records "with the florist"', () => {
    const placed = placedOrderEvent({ orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK' });
    expect(decideAdvance(given(placed))).toEqual([
      {
        type: 'OrderStatusAdvanced',
        data: { orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK', status: 'with-florist' },
      },
    ]);
  });

  it('given a delivered order, advancing is refused', () => {
    const placed = placedOrderEvent({ orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK' });
    const delivered: OrderEvent = {
      type: 'OrderStatusAdvanced',
      data: { orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK', status: 'delivered' },
    };
    expect(() => decideAdvance(given(placed, delivered))).toThrow(
      new DomainError('This order has already been delivered.', 409),
    );
  });

  it('refuses an unknown order and a gift card', () => {
    expect(() => decideAdvance(null)).toThrow(
      new DomainError("Sorry, we couldn't find that order.", 404),
    );
    const gift = placedOrderEvent({
      orderNumber: 'P7654321',
      trackingNumber: 'TNZZZZZZZZZZ',
      isGiftCard: true,
    });
    expect(() => decideAdvance(given(gift))).toThrow(
      new DomainError('Gift cards are emailed, so they have no delivery to track.', 409),
    );
  });
});
