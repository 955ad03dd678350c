import type { BasketEvent, DiscountRule } from '@shop/contracts';
import { POINTS_MESSAGES } from '@shop/contracts';
import type { BasketCommandOf } from './basket.commands';
import { redeemablePoints } from './basket-points';
import {
  added,
  chocolates,
  giftCardAdded,
  given,
  product,
  refuses,
  removed,
  stateAfter,
  then,
  tracked,
} from '../basket.test-kit';

const ADA = 'cust-ada';

const redeem = (
  balance: number,
  over: Partial<BasketCommandOf<'RedeemPoints'>['data']> = {},
): BasketCommandOf<'RedeemPoints'> => ({
  type: 'RedeemPoints',
  data: { customerId: ADA, balance, businessCustomer: false, ...over },
});
const redeemed = (points: number): BasketEvent => ({
  type: 'PointsRedeemed',
  data: { customerId: ADA, points, amount: points * 100 },
});
const reassessed = (points: number): BasketEvent => ({
  type: 'PointsReassessed',
  data: { points, amount: points * 100 },
});
const addonAdded = (orderId: string): BasketEvent => ({
  type: 'AddonAdded',
  data: { orderId, addon: chocolates },
});
const subscription = product({ productId: 300, sku: 'SUB-1', price: 3000, isSubscription: true });

const FIVER_OFF: DiscountRule = {
  percentOff: null,
  amountOff: 2000,
  scope: 'products',
  minimumSpend: 0,
  requirementMessage: '',
};
const codeApplied = (pence: number): BasketEvent => ({
  type: 'DiscountApplied',
  data: {
    code: 'TWENTY',
    isCodeVisible: true,
    rule: FIVER_OFF,
    effect: {
      qualifies: true,
      lines: [{ orderId: 'o1', item: 'product', productId: 101, pence }],
      total: pence,
    },
    affiliateId: null,
  },
});

/** A payment of a £35.00 basket (at `basketVersion`) with `points` of it in Posy Points. */
const start = (points: number, basketVersion = 2): BasketCommandOf<'StartPayment'> => ({
  type: 'StartPayment',
  data: {
    basketVersion,
    paymentId: 'pay1',
    idempotencyKey: 'k1',
    purchaseId: 'pur1',
    provider: 'test',
    paymentMethod: 'pm_card_visa',
    total: 3500,
    giftCard: null,
    amount: 3500 - points * 100,
    startedAt: '2026-06-04T10:00:00.000Z',
    points,
  },
});

describe('RedeemPoints (spec 000 §5, DOMAIN.md "Posy Points")', () => {
  it('puts the smaller of the whole points and the whole pounds of the total on the basket', () => {
    // £35.00 flowers: up to 35 points.
    expect(given(added('o1')).when(redeem(12.7))).toEqual(then(redeemed(12)));
    expect(given(added('o1')).when(redeem(80))).toEqual(then(redeemed(35)));
  });

  it('counts the card, the extras and the delivery, and the total after the discount code', () => {
    const card: BasketEvent = {
      type: 'CardChosen',
      data: {
        orderId: 'o1',
        size: 'premium-a6',
        name: 'Premium A6 Card',
        price: 225,
        characterLimit: 200,
        lineLimit: 8,
      },
    };
    // £35 + £6 chocolates + £2.25 card + £3.99 tracked = £47.24 → 47.
    const basket = [added('o1', { delivery: tracked }), addonAdded('o1'), card];
    expect(given(...basket).when(redeem(100))).toEqual(then(redeemed(47)));
    // £20 off: £27.24 → 27.
    expect(given(...basket, codeApplied(2000)).when(redeem(100))).toEqual(then(redeemed(27)));
  });

  it('lets points pay for a gift card', () => {
    expect(given(giftCardAdded('g1')).when(redeem(50))).toEqual(then(redeemed(20)));
  });

  it('refuses a basket of subscriptions only, a free basket, and no points', () => {
    expect(given(added('s1', { product: subscription })).when(redeem(10))).toEqual(
      refuses(POINTS_MESSAGES.subscription, 409),
    );
    // A subscription with flowers may take points.
    expect(given(added('s1', { product: subscription }), added('o1')).when(redeem(10))).toEqual(
      then(redeemed(10)),
    );
    expect(given(added('o1', { product: product({ price: 0 }) })).when(redeem(10))).toEqual(
      refuses(POINTS_MESSAGES.freeOrder, 409),
    );
    expect(given().when(redeem(10))).toEqual(refuses(POINTS_MESSAGES.freeOrder, 409));
    expect(given(added('o1')).when(redeem(0))).toEqual(refuses(POINTS_MESSAGES.noPoints, 409));
    expect(given(added('o1')).when(redeem(0.9))).toEqual(refuses(POINTS_MESSAGES.noPoints, 409));
  });

  it('refuses business customers', () => {
    expect(given(added('o1')).when(redeem(10, { businessCustomer: true }))).toEqual(
      refuses(POINTS_MESSAGES.businessCustomer, 403),
    );
  });

  it('changes nothing when the same points are claimed again, and takes a new balance', () => {
    expect(given(added('o1'), redeemed(10)).when(redeem(10))).toEqual(then());
    expect(given(added('o1'), redeemed(10)).when(redeem(20))).toEqual(then(redeemed(20)));
  });

  it('is refused while the basket is being paid for', () => {
    const paying: BasketEvent = { type: 'PaymentStarted', data: start(0).data };
    expect(given(added('o1'), paying).when(redeem(10))).toMatchObject({ refused: { status: 409 } });
  });
});

describe('StartPayment with points', () => {
  it('takes the points claimed now, and refuses any other number (a stale read)', () => {
    expect(given(added('o1'), redeemed(10)).when(start(10))).toMatchObject({
      events: [{ type: 'PaymentStarted', data: { points: 10 } }],
    });
    expect(given(added('o1'), redeemed(10)).when(start(0))).toEqual(
      refuses(POINTS_MESSAGES.failure, 409),
    );
    expect(given(added('o1')).when(start(10, 1))).toEqual(refuses(POINTS_MESSAGES.failure, 409));
  });
});

describe('RemovePoints', () => {
  it('takes the claim off, and changes nothing without one', () => {
    expect(given(added('o1'), redeemed(10)).when({ type: 'RemovePoints', data: {} })).toEqual(
      then({ type: 'PointsRemoved', data: { points: 10 } }),
    );
    expect(given(added('o1')).when({ type: 'RemovePoints', data: {} })).toEqual(then());
  });
});

describe('points re-evaluated as the basket changes', () => {
  it('shrink when an order goes, and go when nothing is left to take them', () => {
    expect(
      given(added('o1'), added('o2'), redeemed(50)).when({
        type: 'RemoveOrder',
        data: { orderId: 'o2' },
      }),
    ).toEqual(then(removed('o2'), reassessed(35)));
    expect(
      given(added('o1'), redeemed(20)).when({ type: 'RemoveOrder', data: { orderId: 'o1' } }),
    ).toEqual(then(removed('o1'), reassessed(0)));
  });

  it('shrink when a discount code comes on, and stay when the basket can still take them', () => {
    const apply: BasketCommandOf<'ApplyDiscount'> = {
      type: 'ApplyDiscount',
      data: {
        code: 'TWENTY',
        isCodeVisible: true,
        rule: FIVER_OFF,
        affiliateId: null,
        businessCustomer: false,
      },
    };
    const outcome = given(added('o1'), redeemed(30)).when(apply);
    expect(outcome).toMatchObject({ events: [{ type: 'DiscountApplied' }, reassessed(15)] });
    expect(given(added('o1'), redeemed(10)).when(apply)).toMatchObject({
      events: [{ type: 'DiscountApplied' }],
    });
  });

  it('never grow by themselves when the basket grows', () => {
    expect(
      given(added('o1'), redeemed(10)).when({
        type: 'AddAddon',
        data: { orderId: 'o1', addon: chocolates },
      }),
    ).toEqual(then(addonAdded('o1')));
  });

  it('go when only subscriptions are left', () => {
    expect(
      given(added('s1', { product: subscription }), added('o1'), redeemed(10)).when({
        type: 'RemoveOrder',
        data: { orderId: 'o1' },
      }),
    ).toEqual(then(removed('o1'), reassessed(0)));
  });

  it('redeemable never exceeds the balance or the basket', () => {
    const state = stateAfter(added('o1'));
    expect(redeemablePoints(state, 3.9)).toBe(3);
    expect(redeemablePoints(state, 1000)).toBe(35);
    expect(redeemablePoints(stateAfter(), 10)).toBe(0);
  });
});
