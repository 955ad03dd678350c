import {
  BASKET_EVENT_TYPES,
  type BasketEvent,
  type BasketPlaced,
  type CheckoutState,
} from '@shop/contracts';
import { foldCheckoutState } from '../../basket';
import { added, chocolates, giftCard, pot } from '../../basket/basket.test-kit';
import { discountEvents, everyKindOfEvent, recorded } from '../support.test-kit';
import { summariseBasketEvent } from './event-summaries';

/** Each event's summary, worded against the state folded up to just before it. */
function summaries(events: BasketEvent[]): string[] {
  const all = recorded(events);
  return all.map((event, i) => {
    const before: CheckoutState = foldCheckoutState(all.slice(0, i));
    return summariseBasketEvent(event, before);
  });
}

describe('summariseBasketEvent', () => {
  it('words every basket event type plainly', () => {
    const merged: BasketEvent = {
      type: 'BasketMerged',
      data: { fromBasketId: 'earlier-basket', orderIds: ['o7', 'o8'] },
    };
    const points: BasketEvent[] = [
      { type: 'PointsRedeemed', data: { customerId: 'cust-1', points: 12, amount: 1200 } },
      { type: 'PointsReassessed', data: { points: 1, amount: 100 } },
      { type: 'PointsReassessed', data: { points: 0, amount: 0 } },
      { type: 'PointsRemoved', data: { points: 1 } },
    ];
    const events = [...everyKindOfEvent(), ...discountEvents(), merged, ...points];
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(BASKET_EVENT_TYPES));
    expect(summaries(events)).toEqual([
      'Added Peony Bouquet (Deluxe) for delivery on 5th June by Tracked Delivery',
      'Added Peony Bouquet in Ceramic Pot for delivery on 5th June by Standard Delivery',
      'Chose Premium A6 Card for order 1',
      'Wrote the card message for order 1',
      'Set the recipient of order 1 to Ada Lovelace, SW1A 1AA',
      'Added Chocolates to order 1',
      'Changed delivery of order 1 to 8th June by Before 1pm',
      'Removed the pot from order 2',
      'Removed Chocolates from order 1',
      'Removed order 2 (Peony Bouquet)',
      'Gave customer details: Grace Hopper, Grace@Example.com',
      'Added Posy Gift Card of £30.00',
      'Set the gift card of order 2 to go to Ada Lovelace <ada@example.com>, to be sent on 5th June',
      'Opened the payment page with £83.24 to pay',
      'Applied gift card HXKR… (balance £20.00)',
      'Removed gift card HXKR…',
      'Applied gift card HXKR… (balance £20.00)',
      'Started paying £20.00 by gift card HXKR… and £63.24 by card (test, pm_card_chargeDeclined)',
      'Payment did not go through (card_declined): Your card was declined.',
      'Started paying £20.00 by gift card HXKR… and £63.24 by card (test, pm_card_visa)',
      'Paid £83.24 (£20.00 by gift card, £63.24 by card) and placed orders P1234567, P1234568',
      'Answered the questionnaire: How did you hear about us? Search engine; What is the occasion? Birthday',
      'Arrived through affiliate newbox15 and Awin click awc-123',
      'Applied discount code WELCOME10: £4.50 off',
      'Discount code WELCOME10 no longer applies to the basket',
      'Removed discount code WELCOME10',
      'Signed in: 2 orders brought over from basket earlier-basket',
      'Put 12 Posy Points towards the basket (£12.00 off)',
      "Posy Points claimed cut to 1: the basket's total fell",
      "Posy Points claimed taken off: the basket's total fell",
      'Took 1 Posy Point off the basket',
    ]);
  });

  it('says an order was brought over from an earlier basket', () => {
    const first = added('o7');
    if (first.type !== 'ProductAdded') throw new Error('added() makes ProductAdded');
    const broughtOver: BasketEvent = {
      type: 'ProductAdded',
      data: { ...first.data, mergedFrom: 'earlier-basket' },
    };
    expect(summaries([broughtOver])[0]).toMatch(
      /^Added .+ \(brought over from an earlier basket\)$/,
    );
  });

  /** Order o1 placed as P1000001: £35.00, all by card unless `over` says otherwise. */
  const placedBasket = (over: Partial<BasketPlaced['data']>): BasketEvent => ({
    type: 'BasketPlaced',
    data: {
      purchaseId: 'p1',
      paymentId: 'pay-1',
      provider: 'test',
      providerPaymentId: null,
      orders: [{ orderId: 'o1', orderNumber: 'P1000001', trackingNumber: 'T1' }],
      total: 3500,
      giftCardTotal: 0,
      totalToPay: 3500,
      ...over,
    },
  });

  it('says what Posy Points paid of a placed basket', () => {
    const placed = placedBasket({ totalToPay: 2800, pointsRedeemed: 7 });
    expect(summaries([added('o1'), placed])[1]).toBe(
      'Paid £35.00 (£7.00 by Posy Points, £28.00 by card) and placed order P1000001',
    );
    const started: BasketEvent = {
      type: 'PaymentStarted',
      data: {
        paymentId: 'pay-2',
        idempotencyKey: 'key-2',
        purchaseId: 'p2',
        provider: 'posy points',
        paymentMethod: 'posy_points',
        total: 3500,
        giftCard: { code: 'ZZTQ23456789ABCD', amount: 500 },
        amount: 0,
        startedAt: '2026-06-04T10:00:00.000Z',
        points: 30,
      },
    };
    const covered = placedBasket({
      purchaseId: 'p2',
      giftCardTotal: 500,
      totalToPay: 0,
      pointsRedeemed: 30,
    });
    expect(summaries([added('o1'), started, covered]).slice(1)).toEqual([
      'Started paying £30.00 by Posy Points and £5.00 by gift card ZZTQ…',
      'Paid £35.00 (£30.00 by Posy Points, £5.00 by gift card) and placed order P1000001',
    ]);
  });

  it('says when a placed basket had nothing to pay (a code took it all off)', () => {
    const free = placedBasket({
      provider: 'free',
      orders: [{ orderId: 'o1', orderNumber: 'P1000003', trackingNumber: 'T3' }],
      total: 0,
      totalToPay: 0,
    });
    expect(summaries([added('o1'), free])[1]).toBe(
      'Paid £0.00 (nothing to pay) and placed order P1000003',
    );
  });

  it('words a payment wholly by card, wholly by gift card, and one order placed', () => {
    const flowers = [added('o1')];
    const paying: BasketEvent[] = [
      {
        type: 'PaymentStarted',
        data: {
          paymentId: 'pay-1',
          idempotencyKey: 'key-1',
          purchaseId: 'purchase-1',
          provider: 'stripe',
          paymentMethod: 'pm_1PqRsT',
          total: 3500,
          giftCard: null,
          amount: 3500,
          startedAt: '2026-06-04T10:00:00.000Z',
        },
      },
      {
        type: 'PaymentStarted',
        data: {
          paymentId: 'pay-2',
          idempotencyKey: 'key-2',
          purchaseId: 'purchase-2',
          provider: 'test',
          paymentMethod: 'pm_card_visa',
          total: 3500,
          giftCard: { code: 'ZZTQ23456789ABCD', amount: 3500 },
          amount: 0,
          startedAt: '2026-06-04T10:00:00.000Z',
        },
      },
      {
        type: 'PaymentDeclined',
        data: {
          paymentId: 'pay-2',
          reason: 'gift_card',
          message: 'This gift card has no balance left.',
        },
      },
      {
        type: 'BasketPlaced',
        data: {
          purchaseId: 'purchase-1',
          paymentId: 'pay-1',
          provider: 'stripe',
          providerPaymentId: 'pi_3PqRsT',
          orders: [{ orderId: 'o1', orderNumber: 'P0000042', trackingNumber: 'TRK0000042' }],
          total: 3500,
          giftCardTotal: 0,
          totalToPay: 3500,
        },
      },
    ];
    expect(summaries([...flowers, ...paying]).slice(1)).toEqual([
      'Started paying £35.00 by card (stripe, pm_1PqRsT)',
      'Started paying £35.00 by gift card ZZTQ…',
      'Payment did not go through (gift_card): This gift card has no balance left.',
      'Paid £35.00 by card and placed order P0000042',
    ]);
  });

  it('words a gift card, a cleared message, a chosen pot and an order already gone', () => {
    const events: BasketEvent[] = [
      {
        type: 'ProductAdded',
        data: {
          orderId: 'g',
          product: { ...giftCard(3000), name: 'Posy Gift Card' },
          pot: null,
          delivery: null,
          isGiftCard: true,
        },
      },
      {
        type: 'MessageSet',
        data: { orderId: 'g', message: '', personalisationConfiguration: null },
      },
      {
        type: 'PotChanged',
        data: {
          orderId: 'g',
          pot: { ...pot, name: 'Zinc Pot' },
        },
      },
      { type: 'OrderRemoved', data: { orderId: 'g' } },
      { type: 'AddonAdded', data: { orderId: 'g', addon: { ...chocolates, name: 'Chocolates' } } },
    ];
    expect(summaries(events)).toEqual([
      'Added Posy Gift Card of £30.00',
      'Cleared the card message for order 1',
      'Chose Zinc Pot as the pot for order 1',
      'Removed order 1 (Posy Gift Card)',
      'Added Chocolates to an order no longer in the basket',
    ]);
  });
});
