import type { BasketEvent, PaymentStarted, RecordedEvent } from '@shop/contracts';
import {
  added,
  chocolates,
  giftCardAdded,
  pot,
  product,
  removed,
  tracked,
} from '../../basket/basket.test-kit';
import { analyticsEventId, analyticsRecordsOf } from './analytics-record';
import { emptyBasketContents, evolveContents } from './basket-contents';

const OCCURRED = '2026-06-04T10:00:00.000Z';

/** The basket's history recorded in order, as the shopper's phone sent it. */
function history(...events: BasketEvent[]): RecordedEvent<BasketEvent>[] {
  return events.map((event, i) => ({
    ...event,
    position: 200 + i,
    streamId: 'basket-abc',
    streamVersion: i + 1,
    metadata: {
      eventId: `event-${i + 1}`,
      correlationId: 'purchase-1',
      causationId: null,
      sessionId: 'abc',
      actor: { kind: 'shopper', sessionId: 'abc' },
      occurredAt: OCCURRED,
      deviceType: 'm',
    },
  }));
}

/** given a basket's history, when its last event is mirrored: the feed rows it becomes. */
function whenMirrored(...events: BasketEvent[]) {
  const recorded = history(...events);
  const before = recorded.slice(0, -1).reduce(evolveContents, emptyBasketContents);
  return analyticsRecordsOf(recorded[recorded.length - 1], before);
}

const deluxe = product({ variantId: 1012, name: 'The Harriet (Deluxe)', price: 4499 });

/**
 * A basket of three orders: the Deluxe Harriet in a pot, the Harriet with chocolates by tracked
 * delivery, a £20 gift card; and one order added and removed again (not in the basket).
 */
const filled: BasketEvent[] = [
  added('o1', { product: deluxe, pot }),
  added('o2', { delivery: tracked }),
  { type: 'AddonAdded', data: { orderId: 'o2', addon: chocolates } },
  added('o3'),
  giftCardAdded('g1'),
  removed('o3'),
];
/** The basket's total: its items (£110.99) and the tracked delivery (£3.99). */
const TOTAL = 4499 + 500 + 3500 + 600 + 2000 + 399;

/** The basket's items as GA4 items, in the order they were added. */
const ITEMS = [
  {
    item_id: '101',
    item_name: 'The Harriet (Deluxe)',
    item_brand: 'Flowers',
    item_variant: '1012',
    price: 44.99,
    price_pence: 4499,
    quantity: 1,
  },
  {
    item_id: '8002',
    item_name: 'The Harriet',
    item_brand: 'Flowers',
    price: 5,
    price_pence: 500,
    quantity: 1,
  },
  {
    item_id: '101',
    item_name: 'The Harriet',
    item_brand: 'Flowers',
    price: 35,
    price_pence: 3500,
    quantity: 1,
  },
  {
    item_id: '9001',
    item_name: 'The Harriet',
    item_brand: 'Flowers',
    price: 6,
    price_pence: 600,
    quantity: 1,
  },
  {
    item_id: '900',
    item_name: 'The Harriet',
    item_brand: 'Gift Cards',
    price: 20,
    price_pence: 2000,
    quantity: 1,
  },
];

const paymentStarted = (
  n: number,
  giftCard: PaymentStarted['data']['giftCard'],
  amount: number,
): PaymentStarted => ({
  type: 'PaymentStarted',
  data: {
    paymentId: `pay-${n}`,
    idempotencyKey: `key-${n}`,
    purchaseId: `purchase-${n}`,
    provider: 'test',
    paymentMethod: 'pm_card_visa',
    total: TOTAL,
    giftCard,
    amount,
    startedAt: '2026-06-04T10:00:00.000Z',
  },
});

describe('analytics mapping of checkout and payment', () => {
  it('mirrors the payment page opening as begin_checkout with every item and the basket total', () => {
    const [record] = whenMirrored(...filled, { type: 'CheckoutBegun', data: { total: TOTAL } });
    expect(record).toEqual({
      id: analyticsEventId('event-7', 'begin_checkout'),
      type: 'begin_checkout',
      sourceEventId: 'event-7',
      sourcePosition: 206,
      basketId: 'basket-abc',
      occurredAt: OCCURRED,
      data: {
        event: 'begin_checkout',
        device_type: 'm',
        basket_id: 'basket-abc',
        order_id: null,
        source_event_id: 'event-7',
        ecommerce: { currency: 'GBP', value: 114.98, value_pence: 11498, items: ITEMS },
      },
    });
  });

  it('mirrors a payment by card as add_payment_info with payment_type card', () => {
    const records = whenMirrored(...filled, paymentStarted(1, null, TOTAL));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      id: analyticsEventId('event-7', 'add_payment_info'),
      type: 'add_payment_info',
      sourcePosition: 206,
    });
    expect(records[0].data).toEqual({
      event: 'add_payment_info',
      device_type: 'm',
      basket_id: 'basket-abc',
      order_id: null,
      source_event_id: 'event-7',
      ecommerce: {
        currency: 'GBP',
        value: 114.98,
        value_pence: 11498,
        payment_type: 'card',
        items: ITEMS,
      },
    });
  });

  it('says a gift card with the rest by card, or a gift card alone when it covers everything', () => {
    const card = { code: 'HXKR7T2MWQ9PLN3B', amount: 2500 };
    const [partly] = whenMirrored(...filled, paymentStarted(1, card, TOTAL - 2500));
    expect(partly.data.ecommerce).toMatchObject({
      value_pence: TOTAL,
      payment_type: 'gift card + card',
    });
    const whole = { code: 'HXKR7T2MWQ9PLN3B', amount: TOTAL };
    const [covered] = whenMirrored(...filled, paymentStarted(1, whole, 0));
    expect(covered.data.ecommerce).toMatchObject({ value_pence: TOTAL, payment_type: 'gift card' });
  });

  it('names Posy Points first in the payment type, and free when nothing pays', () => {
    const withPoints = (
      giftCard: PaymentStarted['data']['giftCard'],
      amount: number,
      points: number,
    ) => {
      const started = paymentStarted(1, giftCard, amount);
      return whenMirrored(...filled, { ...started, data: { ...started.data, points } })[0].data
        .ecommerce;
    };
    const card = { code: 'HXKR7T2MWQ9PLN3B', amount: 2500 };
    expect(withPoints(null, TOTAL - 700, 7)).toMatchObject({ payment_type: 'posy points + card' });
    expect(withPoints(null, 0, 7)).toMatchObject({ payment_type: 'posy points' });
    expect(withPoints(card, TOTAL - 3200, 7)).toMatchObject({
      payment_type: 'posy points + gift card + card',
    });
    expect(withPoints(card, 0, 7)).toMatchObject({ payment_type: 'posy points + gift card' });
    expect(withPoints(null, 0, 0)).toMatchObject({ payment_type: 'free' });
  });

  it('sends the points that paid part of a placed basket as points_redeemed, once, with the purchase', () => {
    const placed: BasketEvent = {
      type: 'BasketPlaced',
      data: {
        purchaseId: 'purchase-3',
        paymentId: 'pay-3',
        provider: 'test',
        providerPaymentId: 'test_pi_3',
        orders: [{ orderId: 'o1', orderNumber: 'P1000001', trackingNumber: 'TRK1000001' }],
        total: TOTAL,
        giftCardTotal: 0,
        totalToPay: TOTAL - 700,
        pointsRedeemed: 7,
      },
    };
    const records = whenMirrored(...filled, paymentStarted(1, null, TOTAL - 700), placed);
    expect(records.map((record) => record.type)).toEqual(['purchase', 'points_redeemed']);
    expect(records[1].data.ecommerce).toEqual({
      currency: 'GBP',
      value: 7,
      value_pence: 700,
      transaction_id: 'purchase-3',
      points: 7,
      items: [],
    });
  });

  it('mirrors a placed basket as purchase: the purchase id, the whole total and every item', () => {
    const declined: BasketEvent = {
      type: 'PaymentDeclined',
      data: { paymentId: 'pay-1', reason: 'card_declined', message: 'Your card was declined.' },
    };
    const placed: BasketEvent = {
      type: 'BasketPlaced',
      data: {
        purchaseId: 'purchase-2',
        paymentId: 'pay-2',
        provider: 'test',
        providerPaymentId: 'test_pi_2',
        orders: ['o1', 'o2', 'g1'].map((orderId, i) => ({
          orderId,
          orderNumber: `P100000${i}`,
          trackingNumber: `TRK100000${i}`,
        })),
        total: TOTAL,
        giftCardTotal: 2500,
        totalToPay: TOTAL - 2500,
      },
    };
    const paying = [paymentStarted(1, null, TOTAL), declined, paymentStarted(2, null, TOTAL)];
    const [record] = whenMirrored(...filled, ...paying, placed);
    expect(record).toEqual({
      id: analyticsEventId('event-10', 'purchase'),
      type: 'purchase',
      sourceEventId: 'event-10',
      sourcePosition: 209,
      basketId: 'basket-abc',
      occurredAt: OCCURRED,
      data: {
        event: 'purchase',
        device_type: 'm',
        basket_id: 'basket-abc',
        order_id: null,
        source_event_id: 'event-10',
        ecommerce: {
          currency: 'GBP',
          value: 114.98,
          value_pence: 11498,
          transaction_id: 'purchase-2',
          items: ITEMS,
        },
      },
    });
  });

  it('mirrors nothing for gift cards applied or removed, a declined payment or the questionnaire', () => {
    const quiet: BasketEvent[] = [
      {
        type: 'GiftCardApplied',
        data: { code: 'HXKR7T2MWQ9PLN3B', balance: 2500, expiresOn: '2028-03-01' },
      },
      { type: 'GiftCardRemoved', data: { code: 'HXKR7T2MWQ9PLN3B' } },
      {
        type: 'PaymentDeclined',
        data: {
          paymentId: 'pay-1',
          reason: 'processing_error',
          message: 'We could not take the payment.',
        },
      },
      {
        type: 'QuestionnaireAnswered',
        data: { purchaseId: 'purchase-1', answers: { 'Who is it for?': 'Friend' } },
      },
    ];
    for (const event of quiet) expect(whenMirrored(...filled, event)).toEqual([]);
  });
});
