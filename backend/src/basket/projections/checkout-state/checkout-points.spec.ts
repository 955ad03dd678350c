import type { BasketEvent, RecordedEvent } from '@shop/contracts';
import { basketTotal } from '../../domain/basket-points';
import { added, chocolates, pot, stateAfter, tracked } from '../../basket.test-kit';
import { foldCheckoutState as foldRecorded } from './checkout-state.projection';

/**
 * Posy Points in the checkout state: the claim, and what is left to pay (docs/rules-checkout.md
 * "Checkout state", "Posy Points").
 */

const fold = (events: BasketEvent[]) =>
  foldRecorded(
    events.map(
      (event, i) =>
        ({
          ...event,
          position: i + 1,
          streamId: 'basket-b1',
          streamVersion: i + 1,
        }) as RecordedEvent,
    ),
  );
const foldCheckoutState = fold;
const ADA = 'cust-ada';
const redeemed = (points: number): BasketEvent => ({
  type: 'PointsRedeemed',
  data: { customerId: ADA, points, amount: points * 100 },
});
const reassessed = (points: number): BasketEvent => ({
  type: 'PointsReassessed',
  data: { points, amount: points * 100 },
});
const removed = (orderId: string): BasketEvent => ({ type: 'OrderRemoved', data: { orderId } });
const addonAdded = (orderId: string): BasketEvent => ({
  type: 'AddonAdded',
  data: { orderId, addon: chocolates },
});
const codeApplied = (pence: number): BasketEvent => ({
  type: 'DiscountApplied',
  data: {
    code: 'TWENTY',
    isCodeVisible: true,
    rule: {
      percentOff: null,
      amountOff: 2000,
      scope: 'products',
      minimumSpend: 0,
      requirementMessage: '',
    },
    effect: {
      qualifies: true,
      lines: [{ orderId: 'o1', item: 'product', productId: 101, pence }],
      total: pence,
    },
    affiliateId: null,
  },
});

describe('Posy Points in the checkout state', () => {
  it('agrees with the checkout state on the total, so what is shown is what is taken', () => {
    const card: BasketEvent = {
      type: 'CardChosen',
      data: {
        orderId: 'o2',
        size: 'premium-a6',
        name: 'Premium A6 Card',
        price: 225,
        characterLimit: 400,
        lineLimit: 10,
      },
    };
    const history = [
      added('o1', { delivery: tracked }),
      addonAdded('o1'),
      added('o2', { pot }),
      card,
      { type: 'PotChanged', data: { orderId: 'o1', pot } } as BasketEvent,
      { type: 'DeliveryChanged', data: { orderId: 'o2', delivery: tracked } } as BasketEvent,
      codeApplied(2000),
    ];
    const checkout = foldCheckoutState(history);
    expect(basketTotal(stateAfter(...history))).toBe(checkout.purchase.total);
    // Without the code, too.
    const plain = history.slice(0, -1);
    expect(basketTotal(stateAfter(...plain))).toBe(foldCheckoutState(plain).purchase.total);
  });

  it('replay: the checkout shows the claim and what is left to pay', () => {
    const history = [added('o1'), added('o2'), redeemed(50), removed('o2'), reassessed(35)];
    const checkout = foldCheckoutState(history);
    expect(checkout.pointsRedeemed).toBe(35);
    expect(checkout.purchase.total).toBe(3500);
    expect(checkout.purchase.totalToPay).toBe(0);
    expect(foldCheckoutState([added('o1'), redeemed(10)]).purchase.totalToPay).toBe(2500);
    expect(
      foldCheckoutState([
        added('o1'),
        redeemed(10),
        { type: 'PointsRemoved', data: { points: 10 } },
      ]).pointsRedeemed,
    ).toBe(0);
  });
});
