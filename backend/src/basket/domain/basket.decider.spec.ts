import { MAX_ORDERS_PER_BASKET } from './basket.state';
import { BASKET_MESSAGES as M } from './basket.messages';
import { decide } from './basket.decider';
import { evolve, initialState } from './basket.evolve';
import {
  add,
  added,
  chocolates,
  given,
  giftCard,
  giftCardAdded,
  orderCommands,
  pot,
  refuses,
  removed,
  standard,
  stateAfter,
  then,
  tracked,
} from '../basket.test-kit';

describe('AddProduct', () => {
  it('adds a product with its pot and delivery as a new order', () => {
    expect(given().when(add('o1', { pot }))).toEqual(then(added('o1', { pot })));
  });

  it('refuses a product that is unavailable', () => {
    expect(given().when(add('o1', { productAvailable: false }))).toEqual(
      refuses('Sorry, unfortunately this product is currently unavailable.'),
    );
  });

  it.each`
    case                        | delivery    | deliveryAvailable
    ${'without a delivery'}     | ${null}     | ${true}
    ${'on an unavailable date'} | ${standard} | ${false}
  `('refuses a product $case with words that open the delivery editor', (row) => {
    const { delivery, deliveryAvailable } = row;
    const outcome = given().when(add('o1', { delivery, deliveryAvailable }));
    expect(outcome).toEqual(
      refuses('Sorry, this delivery date is no longer available - please amend your delivery date'),
    );
    expect(M.deliveryUnavailable).toContain('- please amend your delivery date');
  });

  it.each([500, 2000, 25000])('adds a gift card of %p pence with no delivery to check', (price) => {
    const gift = { product: giftCard(price), delivery: null, isGiftCard: true };
    expect(given().when(add('g1', { ...gift, deliveryAvailable: false }))).toEqual(
      then(added('g1', gift)),
    );
  });

  it.each([0, 499, 25001])('refuses a gift card of %p pence', (price) => {
    const command = add('g1', { product: giftCard(price), delivery: null, isGiftCard: true });
    expect(given().when(command)).toEqual(refuses('Gift cards are available between £5 and £250.'));
  });

  it.each`
    case            | extras
    ${'a delivery'} | ${{ delivery: standard }}
    ${'a pot'}      | ${{ delivery: null, pot }}
  `('refuses a gift card with $case', ({ extras }) => {
    const command = add('g1', { product: giftCard(2000), isGiftCard: true, ...extras });
    expect(given().when(command)).toEqual(refuses(M.giftCardNotEditable));
  });

  const full = Array.from({ length: MAX_ORDERS_PER_BASKET }, (_, i) => added(`o${i}`));

  it('refuses a 21st order', () => {
    expect(given(...full).when(add('o-next'))).toEqual(
      refuses('Your basket is full - please check out the orders you have before adding more.'),
    );
  });

  it('takes a new order again once one of twenty is removed', () => {
    expect(given(...full, removed('o3')).when(add('o-next'))).toEqual(then(added('o-next')));
  });

  it('treats an add with a known orderId as a retry: no events, whatever changed since', () => {
    expect(given(added('o1')).when(add('o1', { productAvailable: false }))).toEqual(then());
    expect(given(...full).when(add('o7'))).toEqual(then());
  });

  it('never brings back a removed order on a late retry; a new id adds it again', () => {
    expect(given(added('o1'), removed('o1')).when(add('o1'))).toEqual(then());
    expect(given(added('o1'), removed('o1')).when(add('o2'))).toEqual(then(added('o2')));
  });
});

describe('every order command', () => {
  it.each(orderCommands('nope'))('%s on an unknown order answers 404', (_, command) => {
    expect(given(added('o1')).when(command)).toEqual(
      refuses("Sorry, we couldn't find that order in your basket.", 404),
    );
  });

  it.each(orderCommands('o1'))('%s on a removed order answers 404', (_, command) => {
    expect(given(added('o1'), removed('o1')).when(command)).toEqual(refuses(M.orderNotFound, 404));
  });

  it.each(orderCommands('g1').slice(1))('%s on a gift card is refused', (_, command) => {
    expect(given(giftCardAdded('g1')).when(command)).toEqual(
      refuses(
        'Gift cards are sent by email, so they take no card, message, recipient, extras, pot or delivery.',
        422,
      ),
    );
  });
});

describe('RemoveOrder', () => {
  it.each([
    ['an order', added('o1')],
    ['a gift card', giftCardAdded('o1')],
  ])('removes %s', (_, history) => {
    const outcome = given(history).when({ type: 'RemoveOrder', data: { orderId: 'o1' } });
    expect(outcome).toEqual(then(removed('o1')));
  });
});

describe('evolve', () => {
  it('folds a history into the state decide needs, order by order', () => {
    const state = stateAfter(
      added('o1', { pot }),
      added('o2'),
      {
        type: 'CardChosen',
        data: {
          orderId: 'o1',
          size: 'premium-a5',
          name: 'Premium A5 Card',
          price: 350,
          characterLimit: 600,
          lineLimit: 14,
        },
      },
      { type: 'AddonAdded', data: { orderId: 'o1', addon: chocolates } },
      { type: 'PotChanged', data: { orderId: 'o2', pot } },
      { type: 'DeliveryChanged', data: { orderId: 'o2', delivery: tracked } },
      {
        type: 'CustomerDetailsGiven',
        data: { name: 'Bo', email: 'bo@x.uk', phone: '', mailShot: true },
      },
    );
    expect([...state.orders.values()]).toEqual([
      {
        orderId: 'o1',
        isGiftCard: false,
        distributor: 'Flowers',
        cardSize: 'premium-a5',
        addonIds: [9001],
        pot: { productId: 8002, variantId: null },
        delivery: { methodId: 'standard', date: '2026-06-05' },
        prices: {
          product: { productId: 101, price: 3500 },
          pot: { productId: 8002, price: 500 },
          addons: [{ productId: 9001, price: 600 }],
        },
        cardPrice: 350,
        deliveryPrice: 0,
        isSubscription: false,
      },
      expect.objectContaining({ orderId: 'o2', pot: { productId: 8002, variantId: null } }),
    ]);
    expect(state.orders.get('o2')?.delivery).toEqual({ methodId: 'tracked', date: '2026-06-05' });
    expect(state.orders.get('o2')?.deliveryPrice).toBe(399);
    expect(state.customer).toEqual({ name: 'Bo', email: 'bo@x.uk', phone: '', mailShot: true });
  });

  it('keeps orders in the order they were added, even with integer-like ids', () => {
    const state = stateAfter(added('b'), added('10'), added('2'), removed('10'), added('1'));
    expect([...state.orders.keys()]).toEqual(['b', '2', '1']);
  });

  it('never changes the state it was given, so initialState stays empty', () => {
    const before = stateAfter(added('o1'));
    evolve(before, removed('o1'));
    evolve(initialState, added('o2'));
    expect([...before.orders.keys()]).toEqual(['o1']);
    expect(initialState.orders.size).toBe(0);
    expect(initialState.usedOrderIds.size).toBe(0);
  });

  it('gives decide what it needs when each decision is folded before the next', () => {
    let state = initialState;
    const run = (command: Parameters<typeof decide>[0]) => {
      const events = decide(command, state);
      state = events.reduce(evolve, state);
      return events.map((e) => e.type);
    };
    expect(run(add('o1'))).toEqual(['ProductAdded']);
    expect(run({ type: 'AddAddon', data: { orderId: 'o1', addon: chocolates } })).toEqual([
      'AddonAdded',
    ]);
    expect(run({ type: 'AddAddon', data: { orderId: 'o1', addon: chocolates } })).toEqual([]);
    expect(run({ type: 'RemoveOrder', data: { orderId: 'o1' } })).toEqual(['OrderRemoved']);
    expect(run(add('o1'))).toEqual([]);
    expect(run(add('o2'))).toEqual(['ProductAdded']);
    expect(run({ type: 'ChooseCard', data: { orderId: 'o2', size: 'standard' } })).toEqual([
      'CardChosen',
    ]);
    expect([...state.orders.keys()]).toEqual(['o2']);
  });
});
