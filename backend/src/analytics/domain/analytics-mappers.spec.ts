import type { BasketEvent, EventMetadata, RecordedEvent } from '@shop/contracts';
import {
  added,
  chocolates,
  giftCardAdded,
  pot,
  product,
  removed,
} from '../../basket/basket.test-kit';
import { ANALYTICS_SOURCE_TYPES } from './analytics-mappers';
import { analyticsEventId, analyticsRecordsOf } from './analytics-record';
import { emptyBasketContents, evolveContents } from './basket-contents';

const OCCURRED = '2026-06-04T10:00:00.000Z';

/** The basket's history recorded in order, with device type m unless a metadata override says. */
function history(
  ...events: [BasketEvent, Partial<EventMetadata>?][]
): RecordedEvent<BasketEvent>[] {
  return events.map(([event, metadata], i) => ({
    ...event,
    position: 100 + i,
    streamId: 'basket-abc',
    streamVersion: i + 1,
    metadata: {
      eventId: `event-${i + 1}`,
      correlationId: 'request-1',
      causationId: null,
      sessionId: 'abc',
      actor: { kind: 'shopper', sessionId: 'abc' },
      occurredAt: OCCURRED,
      deviceType: 'm',
      ...metadata,
    },
  }));
}

/** The feed rows of the last event, given everything before it. */
function mapLast(events: RecordedEvent<BasketEvent>[]) {
  const before = events.slice(0, -1).reduce(evolveContents, emptyBasketContents);
  return analyticsRecordsOf(events[events.length - 1], before);
}

const deluxe = product({ variantId: 1012, name: 'The Harriet (Deluxe)', price: 4499 });

describe('analytics mapping of basket events', () => {
  it('reads only the events it maps', () => {
    expect(ANALYTICS_SOURCE_TYPES).toEqual([
      'ProductAdded',
      'OrderRemoved',
      'CheckoutBegun',
      'PaymentStarted',
      'BasketPlaced',
      'DiscountApplied',
      'DiscountRemoved',
    ]);
  });

  it("sends no second add_to_cart for an order brought over from the customer's earlier basket", () => {
    const first = added('o1');
    if (first.type !== 'ProductAdded') throw new Error('added() makes ProductAdded');
    const broughtOver: BasketEvent = {
      type: 'ProductAdded',
      data: { ...first.data, mergedFrom: 'earlier-basket' },
    };
    const events = history(
      [added('g1')],
      [{ type: 'BasketMerged', data: { fromBasketId: 'earlier-basket', orderIds: ['o1'] } }],
      [broughtOver],
      [removed('o1')],
    );
    expect(mapLast(events.slice(0, 1)).map((r) => r.type)).toEqual(['add_to_cart']);
    expect(mapLast(events.slice(0, 3))).toEqual([]);
    // Its removal later is still reported: it was in the basket.
    expect(mapLast(events).map((r) => r.type)).toEqual(['remove_from_cart']);
  });

  it('mirrors a discount code applied and removed with the code as GA4 coupon and what it takes off', () => {
    const rule = {
      percentOff: 10,
      amountOff: null,
      scope: 'products' as const,
      minimumSpend: 2000,
      requirementMessage: 'Spend £20 or more to use WELCOME10.',
    };
    const applied: BasketEvent = {
      type: 'DiscountApplied',
      data: {
        code: 'WELCOME10',
        isCodeVisible: true,
        rule,
        effect: {
          qualifies: true,
          lines: [{ orderId: 'o1', item: 'product', productId: 101, pence: 350 }],
          total: 350,
        },
        affiliateId: null,
      },
    };
    const events = history(
      [added('o1')],
      [applied],
      [{ type: 'DiscountRemoved', data: { code: 'WELCOME10' } }],
    );
    const [onApply] = mapLast(events.slice(0, 2));
    expect(onApply).toMatchObject({
      id: analyticsEventId('event-2', 'discount_applied'),
      type: 'discount_applied',
    });
    expect(onApply.data.ecommerce).toMatchObject({
      coupon: 'WELCOME10',
      value: 3.5,
      value_pence: 350,
    });
    expect(onApply.data.ecommerce.items.map((i) => i.item_id)).toEqual(['101']);
    const [onRemove] = mapLast(events);
    expect(onRemove.data).toMatchObject({
      event: 'discount_removed',
      ecommerce: { coupon: 'WELCOME10', value: 0, value_pence: 0 },
    });
    // Re-resolving a code as the basket changes is not mirrored: the cart events say what changed.
    expect(
      mapLast(
        history(
          [added('o1')],
          [applied],
          [
            {
              type: 'DiscountReassessed',
              data: { code: 'WELCOME10', effect: { qualifies: false, lines: [], total: 0 } },
            },
          ],
        ),
      ),
    ).toEqual([]);
  });

  it('mirrors an added order as add_to_cart with its product and pot as GA4 items', () => {
    const [record] = mapLast(history([added('o1', { product: deluxe, pot })]));
    expect(record).toEqual({
      id: analyticsEventId('event-1', 'add_to_cart'),
      type: 'add_to_cart',
      sourceEventId: 'event-1',
      sourcePosition: 100,
      basketId: 'basket-abc',
      occurredAt: OCCURRED,
      data: {
        event: 'add_to_cart',
        device_type: 'm',
        basket_id: 'basket-abc',
        order_id: 'o1',
        source_event_id: 'event-1',
        ecommerce: {
          currency: 'GBP',
          value: 49.99,
          value_pence: 4999,
          items: [
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
          ],
        },
      },
    });
  });

  it('mirrors an added gift card at the amount chosen', () => {
    const [record] = mapLast(history([giftCardAdded('g1')]));
    expect(record.type).toBe('add_to_cart');
    expect(record.data.ecommerce).toEqual({
      currency: 'GBP',
      value: 20,
      value_pence: 2000,
      items: [
        {
          item_id: '900',
          item_name: 'The Harriet',
          item_brand: 'Gift Cards',
          price: 20,
          price_pence: 2000,
          quantity: 1,
        },
      ],
    });
  });

  it('mirrors a removed order as remove_from_cart with what the order held when removed', () => {
    const cactusPot = product({ productId: 8003, name: 'Cactus Pot', price: 650 });
    const vase = product({ productId: 9002, name: 'Glass Vase', price: 1250 });
    const events = history(
      [added('o1', { pot })],
      [added('o2')],
      [{ type: 'PotChanged', data: { orderId: 'o1', pot: cactusPot } }],
      [{ type: 'AddonAdded', data: { orderId: 'o1', addon: chocolates } }],
      [{ type: 'AddonAdded', data: { orderId: 'o1', addon: vase } }],
      [{ type: 'AddonRemoved', data: { orderId: 'o1', productId: chocolates.productId } }],
      [removed('o1'), { deviceType: 't' }],
    );
    const [record] = mapLast(events);
    expect(record).toMatchObject({
      id: analyticsEventId('event-7', 'remove_from_cart'),
      type: 'remove_from_cart',
      sourceEventId: 'event-7',
      sourcePosition: 106,
    });
    expect(record.data).toMatchObject({
      event: 'remove_from_cart',
      device_type: 't',
      order_id: 'o1',
      ecommerce: { currency: 'GBP', value: 54, value_pence: 5400 },
    });
    expect(record.data.ecommerce.items.map((i) => [i.item_id, i.price])).toEqual([
      ['101', 35],
      ['8003', 6.5],
      ['9002', 12.5],
    ]);
  });

  it('mirrors nothing for a removal of an order the basket does not hold', () => {
    expect(mapLast(history([added('o1')], [removed('o1')], [removed('o1')]))).toEqual([]);
  });

  it('mirrors nothing for messages, cards, recipients, delivery or details', () => {
    const events = history(
      [added('o1')],
      [
        {
          type: 'MessageSet',
          data: { orderId: 'o1', message: 'Hi', personalisationConfiguration: null },
        },
      ],
    );
    expect(mapLast(events)).toEqual([]);
  });

  it('says null when the device type is not known', () => {
    const [record] = mapLast(history([added('o1'), { deviceType: undefined }]));
    expect(record.data.device_type).toBeNull();
  });

  it('gives a row the same name-based UUID on every replay, distinct per event type', () => {
    const id = analyticsEventId('event-1', 'add_to_cart');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(analyticsEventId('event-1', 'add_to_cart')).toBe(id);
    expect(analyticsEventId('event-1', 'remove_from_cart')).not.toBe(id);
    expect(analyticsEventId('event-2', 'add_to_cart')).not.toBe(id);
  });
});
