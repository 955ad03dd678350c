import { GIFT_CARD_MESSAGES as M } from '@shop/contracts';
import {
  CODE,
  given,
  issued,
  redeemed,
  refuses,
  reversed,
  stateAfter,
  then,
} from '../giftcards.test-kit';
import type { GiftCardCommandOf } from './gift-card.commands';

const redeem = (
  paymentId: string,
  amount: number,
  today = '2026-07-01',
): GiftCardCommandOf<'Redeem'> => ({
  type: 'Redeem',
  data: { paymentId, purchaseId: 'purchase-2', amount, today },
});
const reverse = (paymentId: string): GiftCardCommandOf<'ReverseRedemption'> => ({
  type: 'ReverseRedemption',
  data: { paymentId },
});

describe('the gift card ledger state', () => {
  it('starts with the amount paid and follows redemptions and reversals', () => {
    const state = stateAfter(
      issued(),
      redeemed('pay-1', 1000),
      redeemed('pay-2', 500),
      reversed('pay-1', 1000),
    );
    expect(state.issued).toEqual({
      code: CODE,
      orderNumber: 'P1000001',
      amount: 3000,
      issuedOn: '2026-06-04',
      expiresOn: '2028-06-04',
    });
    expect(state.balance).toBe(2500);
    expect([...state.redemptions.values()]).toEqual([
      { paymentId: 'pay-1', purchaseId: 'purchase-2', amount: 1000, reversed: true },
      { paymentId: 'pay-2', purchaseId: 'purchase-2', amount: 500, reversed: false },
    ]);
  });

  it('is empty for a code never issued', () => {
    expect(stateAfter()).toMatchObject({ issued: null, balance: 0 });
  });
});

describe('Issue', () => {
  it('opens the ledger with the card', () => {
    expect(given().when({ type: 'Issue', data: issued().data })).toEqual(then(issued()));
  });

  it('never issues a card twice on one ledger', () => {
    expect(() => given(issued()).when({ type: 'Issue', data: issued().data })).toThrow(
      `Gift card ${CODE} is already issued`,
    );
  });

  it('never issues a card worth nothing', () => {
    expect(() => given().when({ type: 'Issue', data: issued({ amount: 0 }).data })).toThrow(
      RangeError,
    );
  });
});

describe('Redeem', () => {
  it('takes part of the balance, the rest staying on the card', () => {
    expect(given(issued()).when(redeem('pay-1', 1200))).toEqual(then(redeemed('pay-1', 1200)));
  });

  it('takes the whole balance', () => {
    expect(given(issued(), redeemed('pay-1', 1000)).when(redeem('pay-2', 2000))).toEqual(
      then(redeemed('pay-2', 2000)),
    );
  });

  it('refuses a card with nothing left', () => {
    expect(given(issued(), redeemed('pay-1', 3000)).when(redeem('pay-2', 100))).toEqual(
      refuses('This gift card has no balance left.'),
    );
  });

  it('refuses more than the balance: it moved since the card was applied', () => {
    expect(given(issued(), redeemed('pay-1', 2000)).when(redeem('pay-2', 1500))).toEqual(
      refuses('The balance of this gift card has changed - please check the amount and pay again.'),
    );
  });

  it('can be spent on its last day and is refused the day after', () => {
    expect(given(issued()).when(redeem('pay-1', 100, '2028-06-04'))).toEqual(
      then(redeemed('pay-1', 100)),
    );
    expect(given(issued()).when(redeem('pay-1', 100, '2028-06-05'))).toEqual(
      refuses('This gift card expired on 4th June 2028.'),
    );
  });

  it('says an empty card has no balance left even once expired', () => {
    expect(
      given(issued(), redeemed('pay-1', 3000)).when(redeem('pay-2', 100, '2029-01-01')),
    ).toEqual(refuses(M.noBalance));
  });

  it('takes nothing more for a payment attempt already redeemed', () => {
    expect(given(issued(), redeemed('pay-1', 3000)).when(redeem('pay-1', 3000))).toEqual(then());
  });

  it('redeems again for a payment attempt whose redemption was given back', () => {
    expect(
      given(issued(), redeemed('pay-1', 1000), reversed('pay-1', 1000)).when(redeem('pay-1', 1000)),
    ).toEqual(then(redeemed('pay-1', 1000)));
  });

  it('answers an unknown code with the not-found words', () => {
    expect(given().when(redeem('pay-1', 100))).toEqual(
      refuses("Sorry, we couldn't find a gift card with that code.", 404),
    );
  });

  it.each([0, -100, 12.5, Number.NaN])('never redeems %p pence', (amount) => {
    expect(() => given(issued()).when(redeem('pay-1', amount))).toThrow(RangeError);
  });
});

describe('ReverseRedemption', () => {
  it('gives back what the payment attempt took', () => {
    expect(given(issued(), redeemed('pay-1', 1200)).when(reverse('pay-1'))).toEqual(
      then(reversed('pay-1', 1200)),
    );
  });

  it('does nothing for a payment attempt that took nothing', () => {
    expect(given(issued(), redeemed('pay-1', 1200)).when(reverse('pay-2'))).toEqual(then());
    expect(given().when(reverse('pay-1'))).toEqual(then());
  });

  it('gives back only once', () => {
    expect(
      given(issued(), redeemed('pay-1', 1200), reversed('pay-1', 1200)).when(reverse('pay-1')),
    ).toEqual(then());
  });

  it('makes the amount spendable again', () => {
    expect(
      given(issued(), redeemed('pay-1', 3000), reversed('pay-1', 3000)).when(redeem('pay-2', 3000)),
    ).toEqual(then(redeemed('pay-2', 3000)));
  });
});
