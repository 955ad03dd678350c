import type { BasketEvent } from '@shop/contracts';
import { PAYMENT_MESSAGES } from '@shop/contracts';
import {
  added,
  chocolates,
  given,
  recipient,
  refuses,
  removed,
  stateAfter,
  then,
} from '../basket.test-kit';
import { MAX_ORDERS_PER_BASKET } from './basket.state';

const merge = (events: BasketEvent[]) =>
  ({ type: 'MergeBasket', data: { fromBasketId: 'earlier', events } }) as const;

/** An earlier basket: two orders built up, one of them removed again, details given. */
const earlier: BasketEvent[] = [
  added('e1'),
  { type: 'RecipientSet', data: { orderId: 'e1', ...recipient } },
  { type: 'AddonAdded', data: { orderId: 'e1', addon: chocolates } },
  added('e2'),
  removed('e2'),
  {
    type: 'CustomerDetailsGiven',
    data: { name: 'Old Me', email: 'old@example.com', phone: '', mailShot: true },
  },
];

/** The order's first event as copied here: it says which basket it came from. */
function broughtOver(orderId: string): BasketEvent {
  const event = added(orderId);
  if (event.type !== 'ProductAdded') throw new Error('added() makes ProductAdded');
  return { type: 'ProductAdded', data: { ...event.data, mergedFrom: 'earlier' } };
}

describe('MergeBasket', () => {
  it("brings the earlier basket's live orders, as the events that built them, after BasketMerged", () => {
    expect(given(added('g1')).when(merge(earlier))).toEqual(
      then(
        { type: 'BasketMerged', data: { fromBasketId: 'earlier', orderIds: ['e1'] } },
        broughtOver('e1'),
        { type: 'RecipientSet', data: { orderId: 'e1', ...recipient } },
        { type: 'AddonAdded', data: { orderId: 'e1', addon: chocolates } },
      ),
    );
  });

  it('replays to both baskets’ orders, the one here first; its own details stay', () => {
    const here = [
      added('g1'),
      {
        type: 'CustomerDetailsGiven',
        data: { name: 'Me', email: 'me@example.com', phone: '', mailShot: false },
      },
    ] as BasketEvent[];
    const outcome = given(...here).when(merge(earlier));
    if (!('events' in outcome)) throw new Error('refused');
    const state = stateAfter(...here, ...outcome.events);
    expect([...state.orders.keys()]).toEqual(['g1', 'e1']);
    expect(state.orders.get('e1')!.addonIds).toEqual([chocolates.productId]);
    expect(state.customer?.email).toBe('me@example.com');
  });

  it('brings nothing from an empty, emptied or paid basket, nor orders already here', () => {
    expect(given(added('g1')).when(merge([]))).toEqual(then());
    expect(given(added('g1')).when(merge([added('e1'), removed('e1')]))).toEqual(then());
    expect(given(added('e1')).when(merge([added('e1')]))).toEqual(then());
    const paid = [
      added('e1'),
      {
        type: 'BasketPlaced',
        data: {
          purchaseId: 'p1',
          paymentId: 'pay1',
          orders: [],
          total: 0,
          giftCardTotal: 0,
          totalToPay: 0,
        },
      },
    ] as BasketEvent[];
    expect(given(added('g1')).when(merge(paid))).toEqual(then());
  });

  it('stops at the basket’s limit of orders', () => {
    const full = Array.from({ length: MAX_ORDERS_PER_BASKET - 1 }, (_, i) => added(`g${i}`));
    const outcome = given(...full).when(merge([added('e1'), added('e2')]));
    expect(outcome).toEqual(
      then(
        { type: 'BasketMerged', data: { fromBasketId: 'earlier', orderIds: ['e1'] } },
        broughtOver('e1'),
      ),
    );
  });

  it('is refused while this basket is being paid for', () => {
    const paying: BasketEvent = {
      type: 'PaymentStarted',
      data: {
        paymentId: 'pay1',
        idempotencyKey: 'key-1',
        purchaseId: 'p1',
        provider: 'test',
        paymentMethod: 'pm_card_visa',
        total: 0,
        giftCard: null,
        amount: 0,
      },
    } as BasketEvent;
    expect(given(added('g1'), paying).when(merge(earlier))).toEqual(
      refuses(PAYMENT_MESSAGES.inProgress, 409),
    );
  });
});
