import { emptyCheckoutState, type CheckoutOrder, type CheckoutState } from '@shop/contracts';
import { paidInFull } from './paid-in-full';

const withOrders = (...totals: number[]): CheckoutState => {
  const state = emptyCheckoutState();
  const orders = totals.map((total, i) => ({ id: `o${i}`, total }) as unknown as CheckoutOrder);
  return { ...state, purchase: { ...state.purchase, orders } };
};

describe('paidInFull: a basket is placed only for what was paid', () => {
  it('holds when the card paid the orders', () => {
    expect(
      paidInFull(withOrders(3500, 1500), { total: 5000, amount: 5000, giftCard: null, points: 0 }),
    ).toBe(true);
  });

  it('holds when card, gift card and points paid it together', () => {
    const taken = { total: 5000, amount: 1000, giftCard: { amount: 2000 }, points: 20 };
    expect(paidInFull(withOrders(5000), taken)).toBe(true);
  });

  it('fails when an order was added after the amount was worked out', () => {
    expect(
      paidInFull(withOrders(3500, 5500), { total: 3500, amount: 3500, giftCard: null, points: 0 }),
    ).toBe(false);
  });

  it('fails when what was taken does not cover the total', () => {
    expect(
      paidInFull(withOrders(3500), { total: 3500, amount: 0, giftCard: null, points: 0 }),
    ).toBe(false);
    expect(
      paidInFull(withOrders(3500), {
        total: 3500,
        amount: 500,
        giftCard: { amount: 1000 },
        points: 1,
      }),
    ).toBe(false);
  });

  it('counts points at most up to the total', () => {
    expect(
      paidInFull(withOrders(3500), { total: 3500, amount: 0, giftCard: null, points: 40 }),
    ).toBe(true);
  });
});
