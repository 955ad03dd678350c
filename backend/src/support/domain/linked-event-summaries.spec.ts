import type {
  BasketEvent,
  BasketPlaced,
  GiftCardEvent,
  OrderEvent,
  PointsEvent,
  RecordedEvent,
} from '@shop/contracts';
import { BOUGHT_CARD, issued, ORDER_NUMBERS, placedOrders, SPENT_CARD } from '../purchase.test-kit';
import { everyKindOfEvent } from '../support.test-kit';
import { streamOf, summariseLinkedEvent } from './linked-event-summaries';
import {
  customersOf,
  isPointsPurchaseEntry,
  isPurchaseEntry,
  purchaseLinksOf,
} from './purchase-links';

/** The orders the every-kind-of-event basket placed, as their OrderPlaced events. */
function orders() {
  const events = everyKindOfEvent();
  const n = events.findIndex((event) => event.type === 'BasketPlaced');
  return placedOrders(events.slice(0, n), events[n] as BasketPlaced, 'session-grace');
}

const ledgerEntry = (event: GiftCardEvent, correlationId: string) =>
  ({ ...event, metadata: { correlationId } }) as RecordedEvent<GiftCardEvent>;

describe('summariseLinkedEvent', () => {
  it('words a placed flower order and a placed gift card order by their order numbers', () => {
    const [flowers, giftCard] = orders();
    expect(summariseLinkedEvent(flowers, 'order-P1234567')).toBe(
      'Order P1234567: placed — Peony Bouquet (Deluxe) to Ada Lovelace, SW1A 1AA, Mon 8th June (£53.24)',
    );
    expect(summariseLinkedEvent(giftCard, 'order-P1234568')).toBe(
      'Order P1234568: placed — Posy Gift Card of £30.00 for Ada Lovelace <ada@example.com>, sent on Fri 5th June',
    );
    const unaddressed = {
      ...giftCard,
      data: { ...giftCard.data, order: { ...giftCard.data.order, giftCardRecipient: null } },
    };
    expect(summariseLinkedEvent(unaddressed, 'order-P1234568')).toBe(
      'Order P1234568: placed — Posy Gift Card of £30.00 for the buyer, sent on the day of purchase',
    );
  });

  it('words each step an order moves on', () => {
    const advanced = (status: 'with-florist' | 'out-for-delivery' | 'delivered') =>
      summariseLinkedEvent(
        {
          type: 'OrderStatusAdvanced',
          data: { orderNumber: 'P1234567', trackingNumber: 'TNABCDEFGHJK', status },
        },
        'order-P1234567',
      );
    expect(advanced('with-florist')).toBe('Order P1234567: now with the florist');
    expect(advanced('out-for-delivery')).toBe('Order P1234567: now out for delivery');
    expect(advanced('delivered')).toBe('Order P1234567: now delivered');
  });

  it('words gift card ledger entries with only the first four characters of the code', () => {
    const stream = `giftcard-${SPENT_CARD.code}`;
    const payment = { paymentId: 'pay-2', purchaseId: 'purchase-2', amount: 2000 };
    expect(summariseLinkedEvent({ type: 'GiftCardRedeemed', data: payment }, stream)).toBe(
      'Gift card HXKR…: £20.00 redeemed for this purchase',
    );
    expect(
      summariseLinkedEvent({ type: 'GiftCardRedemptionReversed', data: payment }, stream),
    ).toBe('Gift card HXKR…: £20.00 given back (the payment did not go through)');
    expect(
      summariseLinkedEvent(
        issued(BOUGHT_CARD, 'P1234568', 'purchase-2', 3000),
        `giftcard-${BOUGHT_CARD}`,
      ),
    ).toBe(
      'Gift card QWMZ…: issued for £30.00 by order P1234568 to Ada Lovelace <ada@example.com>, sent on Fri 5th June, valid until 4th June 2028',
    );
  });

  it('words Posy Points ledger entries plainly', () => {
    const words = (event: PointsEvent) => summariseLinkedEvent(event, 'points-customer-1');
    const purchase = { purchaseId: 'purchase-2', basketId: 'session-grace' };
    expect(
      words({ type: 'PointsEarned', data: { ...purchase, orderNumber: 'P1234567', points: 4 } }),
    ).toBe('Earned 4 Posy Points on order P1234567');
    expect(
      words({ type: 'PointsSpent', data: { ...purchase, paymentId: 'pay-2', points: 3 } }),
    ).toBe('Spent 3 Posy Points');
    expect(
      words({
        type: 'PointsReturned',
        data: { purchaseId: 'purchase-1', paymentId: 'pay-1', points: 1 },
      }),
    ).toBe('Given back 1 Posy Point (payment did not go through)');
    expect(
      words({
        type: 'PointsReversed',
        data: { orderNumber: 'P1234567', points: 4, reason: 'order refunded' },
      }),
    ).toBe('Took back 4 Posy Points earned on order P1234567 (order refunded)');
    expect(
      words({
        type: 'ReferralBonus',
        data: {
          referrerCustomerId: 'customer-9',
          friendCustomerId: 'customer-1',
          purchaseId: 'purchase-2',
          points: 5,
        },
      }),
    ).toBe('Referral bonus: 5 Posy Points');
  });

  it('names each stream', () => {
    expect(streamOf('basket-session-grace')).toEqual({ kind: 'basket', label: 'Basket' });
    expect(streamOf('order-P1234567')).toEqual({ kind: 'order', label: 'Order P1234567' });
    expect(streamOf(`giftcard-${SPENT_CARD.code}`)).toEqual({
      kind: 'gift-card',
      label: 'Gift card HXKR…',
    });
    expect(streamOf('points-customer-1')).toEqual({ kind: 'points', label: 'Posy Points' });
  });
});

describe('purchaseLinksOf', () => {
  it('finds every purchase tried, the orders placed and the gift card spent', () => {
    const links = purchaseLinksOf(everyKindOfEvent());
    expect([...links.purchaseIds]).toEqual(['purchase-1', 'purchase-2']);
    expect(links.orderNumbers).toEqual(ORDER_NUMBERS);
    expect(links.giftCardCodes).toEqual([SPENT_CARD.code]);
    expect(links.customerIds).toEqual([]);
  });

  it('finds the customers who paid signed in or claimed an order later', () => {
    const paying = everyKindOfEvent().map((event): BasketEvent =>
      event.type === 'PaymentStarted' && event.data.purchaseId === 'purchase-2'
        ? { ...event, data: { ...event.data, customerId: 'customer-1' } }
        : event,
    );
    const links = purchaseLinksOf(paying);
    expect(links.customerIds).toEqual(['customer-1']);
    const [flowers] = orders();
    const claimed: OrderEvent = {
      type: 'OrderClaimed',
      data: {
        orderNumber: 'P1234568',
        trackingNumber: 'TRK1234568',
        purchaseId: 'purchase-2',
        basketId: 'session-grace',
        customerId: 'customer-2',
      },
    };
    expect(customersOf(links, [flowers, claimed])).toEqual(['customer-1', 'customer-2']);
  });

  it("keeps a customer's points entries of this basket's purchases, never their others", () => {
    const links = purchaseLinksOf(everyKindOfEvent());
    const earned = (purchaseId: string, orderNumber: string): PointsEvent => ({
      type: 'PointsEarned',
      data: { orderNumber, purchaseId, basketId: 'b', points: 4 },
    });
    const reversed = (orderNumber: string): PointsEvent => ({
      type: 'PointsReversed',
      data: { orderNumber, points: 4, reason: 'refunded' },
    });
    expect(isPointsPurchaseEntry(earned('purchase-2', 'P1234567'), links)).toBe(true);
    expect(isPointsPurchaseEntry(earned('purchase-9', 'P7777777'), links)).toBe(false);
    expect(isPointsPurchaseEntry(reversed('P1234567'), links)).toBe(true);
    expect(isPointsPurchaseEntry(reversed('P7777777'), links)).toBe(false);
  });

  it('finds nothing in a basket never paid for', () => {
    const shopping = everyKindOfEvent().filter((event) => event.type === 'ProductAdded');
    expect(purchaseLinksOf(shopping)).toEqual({
      purchaseIds: new Set(),
      orderNumbers: [],
      giftCardCodes: [],
      customerIds: [],
    });
  });

  it("keeps a card's entries of this basket's purchases, never another shopper's", () => {
    const ours = new Set(['purchase-1', 'purchase-2']);
    const redeemed = (purchaseId: string): GiftCardEvent => ({
      type: 'GiftCardRedeemed',
      data: { paymentId: 'pay-9', purchaseId, amount: 500 },
    });
    expect(isPurchaseEntry(ledgerEntry(redeemed('purchase-2'), 'purchase-2'), ours)).toBe(true);
    expect(isPurchaseEntry(ledgerEntry(redeemed('purchase-9'), 'purchase-9'), ours)).toBe(false);
    const earlier = issued(SPENT_CARD.code, 'P7654321', 'purchase-earlier', 2000);
    expect(isPurchaseEntry(ledgerEntry(earlier, 'purchase-earlier'), ours)).toBe(false);
  });
});
