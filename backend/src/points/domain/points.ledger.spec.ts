import { POINTS_MESSAGES as M } from '@shop/contracts';
import {
  earned,
  given,
  referral,
  refuses,
  returned,
  reversed,
  spent,
  stateAfter,
  then,
} from '../points.test-kit';
import type { PointsCommandOf } from './points.commands';

const earn = (orderNumber: string, points: number): PointsCommandOf<'Earn'> => ({
  type: 'Earn',
  data: earned(orderNumber, points).data,
});
const spend = (paymentId: string, points: number): PointsCommandOf<'Spend'> => ({
  type: 'Spend',
  data: spent(paymentId, points).data,
});
const giveBack = (paymentId: string): PointsCommandOf<'Return'> => ({
  type: 'Return',
  data: { paymentId },
});
const reverse = (orderNumber: string): PointsCommandOf<'Reverse'> => ({
  type: 'Reverse',
  data: { orderNumber, reason: 'refunded' },
});
const grant = (referrer: string, friend: string): PointsCommandOf<'GrantReferral'> => ({
  type: 'GrantReferral',
  data: referral(referrer, friend).data,
});

describe('the points ledger state', () => {
  it('adds earnings, referrals and returns, takes spendings and reversals', () => {
    const state = stateAfter(
      earned('P1000001', 4),
      earned('P1000002', 6),
      referral('ann', 'bob'),
      spent('pay-1', 3),
      returned('pay-1', 3),
      spent('pay-2', 7),
      reversed('P1000002', 6),
    );
    expect(state.balance).toBe(4 + 6 + 5 + 3 - 3 - 7 - 6);
    expect(state.earnings.get('P1000002')).toEqual({ points: 6, reversed: true });
    expect([...state.spendings.entries()]).toEqual([
      ['pay-1', { purchaseId: 'purchase-pay-1', points: 3, returned: true }],
      ['pay-2', { purchaseId: 'purchase-pay-2', points: 7, returned: false }],
    ]);
    expect([...state.referrals]).toEqual(['ann/bob']);
  });

  it('is empty for a customer who never had points', () => {
    expect(stateAfter()).toMatchObject({ balance: 0 });
  });
});

describe('Earn', () => {
  it("credits an order's points", () => {
    expect(given().when(earn('P1000001', 4))).toEqual(then(earned('P1000001', 4)));
  });

  it('credits an order once, however often it is asked', () => {
    expect(given(earned('P1000001', 4)).when(earn('P1000001', 4))).toEqual(then());
  });

  it('credits each order of a purchase', () => {
    expect(given(earned('P1000001', 4)).when(earn('P1000002', 2))).toEqual(
      then(earned('P1000002', 2)),
    );
  });

  it('records nothing for an order that earns nothing', () => {
    expect(given().when(earn('P1000001', 0))).toEqual(then());
  });

  it('never takes a negative or fractional amount', () => {
    expect(() => given().when(earn('P1000001', -1))).toThrow(RangeError);
    expect(() => given().when(earn('P1000001', 1.5))).toThrow(RangeError);
  });
});

describe('Spend', () => {
  it('takes up to the whole balance', () => {
    expect(given(earned('P1000001', 4)).when(spend('pay-1', 4))).toEqual(then(spent('pay-1', 4)));
  });

  it('refuses more than the balance: the ledger never goes below zero', () => {
    expect(given(earned('P1000001', 4)).when(spend('pay-1', 5))).toEqual(refuses(M.noPoints));
    expect(given().when(spend('pay-1', 1))).toEqual(refuses(M.noPoints));
    expect(given(earned('P1000001', 4), spent('pay-1', 4)).when(spend('pay-2', 1))).toEqual(
      refuses(M.noPoints),
    );
  });

  it('takes nothing twice for one payment attempt', () => {
    expect(given(earned('P1000001', 9), spent('pay-1', 4)).when(spend('pay-1', 4))).toEqual(then());
  });

  it('may spend again for an attempt whose points were given back', () => {
    expect(
      given(earned('P1000001', 4), spent('pay-1', 4), returned('pay-1', 4)).when(spend('pay-1', 4)),
    ).toEqual(then(spent('pay-1', 4)));
  });

  it('never spends zero, a negative or a fractional amount', () => {
    for (const points of [0, -2, 0.5]) {
      expect(() => given(earned('P1000001', 4)).when(spend('pay-1', points))).toThrow(RangeError);
    }
  });
});

describe('Return', () => {
  it('gives back what the attempt spent', () => {
    expect(given(earned('P1000001', 4), spent('pay-1', 3)).when(giveBack('pay-1'))).toEqual(
      then(returned('pay-1', 3)),
    );
  });

  it('gives back once', () => {
    expect(
      given(earned('P1000001', 4), spent('pay-1', 3), returned('pay-1', 3)).when(giveBack('pay-1')),
    ).toEqual(then());
  });

  it('gives nothing for an attempt that spent nothing', () => {
    expect(given(earned('P1000001', 4), spent('pay-1', 3)).when(giveBack('pay-2'))).toEqual(then());
  });
});

describe('Reverse', () => {
  it('takes back what a refunded order earned', () => {
    expect(given(earned('P1000001', 4), earned('P1000002', 2)).when(reverse('P1000001'))).toEqual(
      then(reversed('P1000001', 4)),
    );
  });

  it('never takes the balance below zero when the points were spent since', () => {
    expect(given(earned('P1000001', 4), spent('pay-1', 3)).when(reverse('P1000001'))).toEqual(
      then(reversed('P1000001', 1)),
    );
    expect(given(earned('P1000001', 4), spent('pay-1', 4)).when(reverse('P1000001'))).toEqual(
      then(reversed('P1000001', 0)),
    );
  });

  it('reverses an order once, even one that took nothing, so later points stay', () => {
    const history = [earned('P1000001', 4), spent('pay-1', 4), reversed('P1000001', 0)];
    expect(given(...history, earned('P1000002', 6)).when(reverse('P1000001'))).toEqual(then());
    expect(stateAfter(...history, earned('P1000002', 6)).balance).toBe(6);
  });

  it('takes nothing for an order that never earned', () => {
    expect(given(earned('P1000001', 4)).when(reverse('P1000009'))).toEqual(then());
  });
});

describe('GrantReferral', () => {
  it('pays the bonus', () => {
    expect(given().when(grant('ann', 'bob'))).toEqual(then(referral('ann', 'bob')));
  });

  it('pays each referral once, on either ledger', () => {
    expect(given(referral('ann', 'bob')).when(grant('ann', 'bob'))).toEqual(then());
  });

  it('pays the referrer once for each friend', () => {
    expect(given(referral('ann', 'bob')).when(grant('ann', 'cat'))).toEqual(
      then(referral('ann', 'cat')),
    );
  });

  it('never pays a customer for referring themselves', () => {
    expect(() => given().when(grant('ann', 'ann'))).toThrow('cannot refer themselves');
  });
});
