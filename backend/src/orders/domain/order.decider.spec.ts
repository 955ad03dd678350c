import type { OrderEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { placedOrderEvent } from '../orders.test-kit';
import { decideAdvance, decideClaim, evolveOrder } from './order.decider';

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

  it("given a guest's order, claiming it records the new customer", () => {
    const placed = placedOrderEvent({ orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK' });
    expect(decideClaim(given(placed), 'customer-1')).toEqual([
      {
        type: 'OrderClaimed',
        data: {
          orderNumber: 'P1234567',
          trackingNumber: 'TNABCDEFGHJK',
          purchaseId: 'purchase-1',
          basketId: 'basket-1',
          customerId: 'customer-1',
        },
      },
    ]);
  });

  it("refuses to claim an order that is a customer's already, or an unknown one", () => {
    const placed = placedOrderEvent({ orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK' });
    const paidSignedIn: OrderEvent = {
      ...placed,
      data: { ...placed.data, customerId: 'customer-1' },
    } as OrderEvent;
    const refusal = new DomainError(
      'This order already belongs to an account. Please sign in to see it.',
      409,
    );
    expect(() => decideClaim(given(paidSignedIn), 'customer-2')).toThrow(refusal);
    const claimed = decideClaim(given(placed), 'customer-1')[0];
    expect(() => decideClaim(given(placed, claimed), 'customer-2')).toThrow(refusal);
    expect(() => decideClaim(null, 'customer-2')).toThrow(
      new DomainError("Sorry, we couldn't find that order.", 404),
    );
  });
});
