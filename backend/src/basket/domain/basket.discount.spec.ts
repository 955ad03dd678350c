import type { BasketEvent, DiscountRule } from '@shop/contracts';
import { DISCOUNT_MESSAGES } from '@shop/contracts';
import { decide } from './basket.decider';
import { evolve, initialState } from './basket.evolve';
import type { BasketCommandOf } from './basket.commands';
import {
  add,
  added,
  chocolates,
  given,
  pot,
  product,
  refuses,
  removed,
  then,
} from '../basket.test-kit';

const WELCOME10: DiscountRule = {
  percentOff: 10,
  amountOff: null,
  scope: 'products',
  minimumSpend: 2000,
  requirementMessage: 'Spend £20 or more to use WELCOME10.',
};
const HAMPER20: DiscountRule = {
  percentOff: 20,
  amountOff: null,
  scope: 'hampers',
  minimumSpend: 0,
  requirementMessage: 'HAMPER20 applies to hampers only.',
};

const apply = (
  code: string,
  rule: DiscountRule,
  over: Partial<BasketCommandOf<'ApplyDiscount'>['data']> = {},
): BasketCommandOf<'ApplyDiscount'> => ({
  type: 'ApplyDiscount',
  data: { code, isCodeVisible: true, rule, affiliateId: null, businessCustomer: false, ...over },
});

const applied = (
  code: string,
  rule: DiscountRule,
  effect: Extract<BasketEvent, { type: 'DiscountApplied' }>['data']['effect'],
): BasketEvent => ({
  type: 'DiscountApplied',
  data: { code, isCodeVisible: true, rule, effect, affiliateId: null },
});

const off = (orderId: string, pence: number, productId = 101, item = 'product' as const) => ({
  orderId,
  item,
  productId,
  pence,
});

const none = { qualifies: false, lines: [], total: 0 };

describe('ApplyDiscount', () => {
  it('records the code with what it takes off the basket as it is', () => {
    expect(given(added('o1')).when(apply('WELCOME10', WELCOME10))).toEqual(
      then(
        applied('WELCOME10', WELCOME10, { qualifies: true, lines: [off('o1', 350)], total: 350 }),
      ),
    );
  });

  it('keeps a code the basket does not qualify for yet, taking nothing off', () => {
    const cheap = added('o1', { product: product({ price: 1500, originalPrice: 1500 }) });
    expect(given(cheap).when(apply('WELCOME10', WELCOME10))).toEqual(
      then(applied('WELCOME10', WELCOME10, none)),
    );
  });

  it('replaces the code already on the basket', () => {
    const first = applied('HAMPER20', HAMPER20, none);
    expect(given(added('o1'), first).when(apply('WELCOME10', WELCOME10))).toEqual(
      then(
        applied('WELCOME10', WELCOME10, { qualifies: true, lines: [off('o1', 350)], total: 350 }),
      ),
    );
  });

  it('changes nothing when the same code is applied again', () => {
    const first = applied('WELCOME10', WELCOME10, {
      qualifies: true,
      lines: [off('o1', 350)],
      total: 350,
    });
    expect(given(added('o1'), first).when(apply('WELCOME10', WELCOME10))).toEqual(then());
  });

  it('records the affiliate when a code typed in comes again through its link', () => {
    const typed = applied('NEWBOX15', WELCOME10, {
      qualifies: true,
      lines: [off('o1', 350)],
      total: 350,
    });
    const outcome = given(added('o1'), typed).when(
      apply('NEWBOX15', WELCOME10, { affiliateId: 'newbox15' }),
    );
    expect(outcome).toEqual(
      then({
        type: 'DiscountApplied',
        data: {
          code: 'NEWBOX15',
          isCodeVisible: true,
          rule: WELCOME10,
          effect: { qualifies: true, lines: [off('o1', 350)], total: 350 },
          affiliateId: 'newbox15',
        },
      }),
    );
    // And typing it again afterwards keeps the affiliate that brought it.
    const viaLink = (outcome as { events: BasketEvent[] }).events[0];
    expect(given(added('o1'), viaLink).when(apply('NEWBOX15', WELCOME10))).toEqual(then());
  });

  it('refuses a business customer', () => {
    expect(
      given(added('o1')).when(apply('WELCOME10', WELCOME10, { businessCustomer: true })),
    ).toEqual(refuses(DISCOUNT_MESSAGES.businessCustomer, 403));
  });

  it('never takes anything off a gift card', () => {
    const gift = added('g1', {
      product: product({ productId: 250, sku: 'GIFTCARD', distributor: 'Gift Cards', price: 5000 }),
      delivery: null,
      isGiftCard: true,
    });
    expect(given(gift).when(apply('WELCOME10', WELCOME10))).toEqual(
      then(applied('WELCOME10', WELCOME10, none)),
    );
  });
});

describe('a code on the basket is resolved again as the products change', () => {
  const welcome = (pence: number, orderId = 'o1') =>
    applied('WELCOME10', WELCOME10, {
      qualifies: true,
      lines: [off(orderId, pence)],
      total: pence,
    });

  it('stops qualifying when an order is removed, and the discount drops to nothing', () => {
    const small = added('o2', {
      product: product({ productId: 102, price: 1500, originalPrice: 1500 }),
    });
    const history = [
      added('o1'),
      small,
      applied('WELCOME10', WELCOME10, {
        qualifies: true,
        lines: [off('o1', 350), off('o2', 150, 102)],
        total: 500,
      }),
    ];
    expect(given(...history).when({ type: 'RemoveOrder', data: { orderId: 'o1' } })).toEqual(
      then(removed('o1'), {
        type: 'DiscountReassessed',
        data: { code: 'WELCOME10', effect: none },
      }),
    );
  });

  it('starts qualifying once the basket reaches the minimum spend', () => {
    const cheap = added('o1', { product: product({ price: 1500, originalPrice: 1500 }) });
    const history = [cheap, applied('WELCOME10', WELCOME10, none)];
    const more = added('o2', {
      product: product({ productId: 102, price: 1000, originalPrice: 1000 }),
    });
    expect(given(...history).when(add('o2', { product: more.data.product }))).toEqual(
      then(more, {
        type: 'DiscountReassessed',
        data: {
          code: 'WELCOME10',
          effect: { qualifies: true, lines: [off('o1', 150), off('o2', 100, 102)], total: 250 },
        },
      }),
    );
  });

  it('takes its share off an extra and a pot as they are added', () => {
    const addon: BasketCommandOf<'AddAddon'> = {
      type: 'AddAddon',
      data: { orderId: 'o1', addon: chocolates },
    };
    const outcome = given(added('o1'), welcome(350)).when(addon);
    expect(outcome).toEqual(
      then(
        { type: 'AddonAdded', data: { orderId: 'o1', addon: chocolates } },
        {
          type: 'DiscountReassessed',
          data: {
            code: 'WELCOME10',
            effect: {
              qualifies: true,
              lines: [off('o1', 350), off('o1', 60, 9001, 'addon' as never)],
              total: 410,
            },
          },
        },
      ),
    );
    const withPot = given(added('o1'), welcome(350)).when({
      type: 'ChangePot',
      data: { orderId: 'o1', pot, potsOffered: true },
    });
    expect(withPot).toEqual(
      then(
        { type: 'PotChanged', data: { orderId: 'o1', pot } },
        {
          type: 'DiscountReassessed',
          data: {
            code: 'WELCOME10',
            effect: {
              qualifies: true,
              lines: [off('o1', 350), off('o1', 50, 8002, 'pot' as never)],
              total: 400,
            },
          },
        },
      ),
    );
  });

  it('records nothing more when a change leaves the discount as it was', () => {
    const cheap = added('o1', { product: product({ price: 1000, originalPrice: 1000 }) });
    const history = [cheap, applied('WELCOME10', WELCOME10, none)];
    const tiny = product({ productId: 103, price: 500, originalPrice: 500 });
    expect(given(...history).when(add('o2', { product: tiny }))).toEqual(
      then(added('o2', { product: tiny })),
    );
  });

  it('is taken off, leaving the prices whole', () => {
    expect(given(added('o1'), welcome(350)).when({ type: 'RemoveDiscount', data: {} })).toEqual(
      then({ type: 'DiscountRemoved', data: { code: 'WELCOME10' } }),
    );
    expect(given(added('o1')).when({ type: 'RemoveDiscount', data: {} })).toEqual(then());
  });

  it('replays to the same discount as the live decisions made', () => {
    const commands = [
      add('o1'),
      apply('WELCOME10', WELCOME10),
      add('o2', { product: product({ productId: 102, price: 1200, originalPrice: 1200 }) }),
      { type: 'RemoveOrder', data: { orderId: 'o1' } } as const,
      { type: 'RemoveOrder', data: { orderId: 'o2' } } as const,
    ];
    let live = initialState;
    const log: BasketEvent[] = [];
    for (const command of commands) {
      const events = decide(command, live);
      log.push(...events);
      live = events.reduce(evolve, live);
    }
    expect(log.reduce(evolve, initialState)).toEqual(live);
    expect(live.discount?.effect).toEqual(none);
    expect(log.map((event) => event.type)).toEqual([
      'ProductAdded',
      'DiscountApplied',
      'ProductAdded',
      'DiscountReassessed',
      'OrderRemoved',
      'DiscountReassessed',
      'OrderRemoved',
    ]);
  });
});

describe('TrackAffiliate', () => {
  const track = (affiliateId: string | null, affiliateWindowId: string | null = null) => ({
    type: 'TrackAffiliate' as const,
    data: { affiliateId, affiliateWindowId },
  });

  it('records who sent the shopper once, and again only when it changes', () => {
    const tracked: BasketEvent = {
      type: 'AffiliateTracked',
      data: { affiliateId: 'newbox15', affiliateWindowId: 'awc-1' },
    };
    expect(given().when(track('newbox15', 'awc-1'))).toEqual(then(tracked));
    expect(given(tracked).when(track('newbox15', 'awc-1'))).toEqual(then());
    expect(given(tracked).when(track('other', 'awc-1'))).toEqual(
      then({
        type: 'AffiliateTracked',
        data: { affiliateId: 'other', affiliateWindowId: 'awc-1' },
      }),
    );
  });
});
