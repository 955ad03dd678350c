import type { CheckoutOrder } from '@shop/contracts';
import { bouquetOrder as order, earned, orderItem, referral, stateAfter } from '../points.test-kit';
import { creditOrder } from './order-credit';
import { isPaidOrder, pointsEarnedBy } from './points-earned';
import { initialPointsState } from './points.ledger';

const placed = (o: CheckoutOrder = order()) => ({
  orderNumber: 'P1000001',
  purchaseId: 'purchase-1',
  basketId: 'basket-1',
  order: o,
});

describe('what an order earns', () => {
  it("adds its products' points: the main product, the pot and the addons", () => {
    const withExtras = order({}, [orderItem(1, { addon: true }), orderItem(2, { addon: true })]);
    expect(pointsEarnedBy(withExtras)).toBe(3 + 1 + 2);
  });

  it('gives nothing for the greetings card or a gift card', () => {
    expect(pointsEarnedBy(order({}, [orderItem(9, { card: true })]))).toBe(3);
    expect(pointsEarnedBy(order({ isGiftCard: true }))).toBe(0);
  });

  it('gives nothing for a free order: it was placed, not paid', () => {
    expect(isPaidOrder(order({ total: 0 }))).toBe(false);
    expect(pointsEarnedBy(order({ total: 0 }))).toBe(0);
  });

  it('ignores a malformed snapshot value instead of crediting it', () => {
    expect(pointsEarnedBy(order({}, [orderItem(-4), orderItem(1.5)]))).toBe(3);
  });
});

describe('crediting an order', () => {
  it('credits the customer and nobody else without a referrer', () => {
    expect(
      creditOrder(
        { customerId: 'bob', placed: placed(), referredBy: null },
        initialPointsState,
        null,
      ),
    ).toEqual({ customer: [earned('P1000001', 3)].map(withPurchase), referrer: [] });
  });

  it("pays both sides the referral bonus on the friend's first paid order", () => {
    const credit = creditOrder(
      { customerId: 'bob', placed: placed(), referredBy: 'ann' },
      initialPointsState,
      initialPointsState,
    );
    expect(credit).toEqual({
      customer: [withPurchase(earned('P1000001', 3)), referral('ann', 'bob', 'purchase-1')],
      referrer: [referral('ann', 'bob', 'purchase-1')],
    });
  });

  it('pays the referral once ever: a later order earns only its points', () => {
    const later = { ...placed(), orderNumber: 'P1000002', purchaseId: 'purchase-2' };
    const credit = creditOrder(
      { customerId: 'bob', placed: later, referredBy: 'ann' },
      stateAfter(earned('P1000001', 3), referral('ann', 'bob')),
      stateAfter(referral('ann', 'bob')),
    );
    expect(credit.customer.map((e) => e.type)).toEqual(['PointsEarned']);
    expect(credit.referrer).toEqual([]);
  });

  it('pays the referral on a paid gift-card order, which earns no points itself', () => {
    const credit = creditOrder(
      { customerId: 'bob', placed: placed(order({ isGiftCard: true })), referredBy: 'ann' },
      initialPointsState,
      initialPointsState,
    );
    expect(credit.customer.map((e) => e.type)).toEqual(['ReferralBonus']);
    expect(credit.referrer.map((e) => e.type)).toEqual(['ReferralBonus']);
  });

  it('waits for a paid order: a free one pays no referral', () => {
    const credit = creditOrder(
      { customerId: 'bob', placed: placed(order({ total: 0 })), referredBy: 'ann' },
      initialPointsState,
      initialPointsState,
    );
    expect(credit).toEqual({ customer: [], referrer: [] });
  });

  it('credits an order once: asked again, nothing', () => {
    const credit = creditOrder(
      { customerId: 'bob', placed: placed(), referredBy: 'ann' },
      stateAfter(earned('P1000001', 3), referral('ann', 'bob', 'purchase-1')),
      stateAfter(referral('ann', 'bob', 'purchase-1')),
    );
    expect(credit).toEqual({ customer: [], referrer: [] });
  });
});

/** The kit's earning with this file's purchase and basket. */
function withPurchase<E extends ReturnType<typeof earned>>(event: E): E {
  return { ...event, data: { ...event.data, purchaseId: 'purchase-1', basketId: 'basket-1' } };
}
