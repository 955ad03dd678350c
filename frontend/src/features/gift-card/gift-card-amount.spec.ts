import { GIFT_CARD_PRESETS_PENCE } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  amountPence,
  canContinue,
  choosePreset,
  customAmountPence,
  DEFAULT_GIFT_CARD_AMOUNT,
  enterCustom,
  formatWholePounds,
  GIFT_CARD_FROM,
  GIFT_CARD_HINT,
  isAllowedAmount,
} from './gift-card-amount';

const open = { pending: false, available: true };

describe('gift card amount (spec 001 §4, §5, §9)', () => {
  it('starts on the second preset, £30', () => {
    expect(DEFAULT_GIFT_CARD_AMOUNT).toEqual({ kind: 'preset', pence: 3000 });
    expect(GIFT_CARD_PRESETS_PENCE.map(formatWholePounds)).toEqual([
      '£20',
      '£30',
      '£40',
      '£50',
      '£75',
      '£100',
      '£200',
      '£250',
    ]);
  });

  it('switches between a preset and the custom box', () => {
    let amount = enterCustom('45');
    expect(amountPence(amount)).toBe(4500);
    amount = choosePreset(10000);
    expect(amount).toEqual({ kind: 'preset', pence: 10000 });
    expect(amountPence(amount)).toBe(10000);
    amount = enterCustom('8');
    expect(amount.kind).toBe('custom');
    expect(amountPence(amount)).toBe(800);
  });

  it("strips '.' and reads the rest as whole pounds, so '12.50' is £1,250", () => {
    expect(customAmountPence('12.50')).toBe(125000);
    expect(customAmountPence('2.5')).toBe(2500);
    expect(customAmountPence('.5')).toBe(500);
    expect(customAmountPence(' 40 ')).toBe(4000);
    expect(canContinue(enterCustom('12.50'), open)).toBe(false);
    expect(canContinue(enterCustom('2.5'), open)).toBe(true);
  });

  it("takes whole pounds as a shopper writes them, with or without '£': '25', '£25'", () => {
    expect(customAmountPence('25')).toBe(2500);
    expect(customAmountPence('£25')).toBe(2500);
    expect(customAmountPence('£ 5')).toBe(500);
    expect(canContinue(enterCustom('£250'), open)).toBe(true);
    expect(canContinue(enterCustom('251'), open)).toBe(false);
    expect(canContinue(enterCustom('4'), open)).toBe(false);
  });

  it.each(['', ' ', 'abc', '20p', '-5', '1,000', '.', '££5', '5£'])(
    'treats %j as not a number',
    (text) => {
      expect(Number.isNaN(customAmountPence(text))).toBe(true);
      expect(canContinue(enterCustom(text), open)).toBe(false);
    },
  );

  it('allows 500 to 25000 pence, both ends included', () => {
    expect(isAllowedAmount(499)).toBe(false);
    expect(isAllowedAmount(500)).toBe(true);
    expect(isAllowedAmount(25000)).toBe(true);
    expect(isAllowedAmount(25001)).toBe(false);
    expect(isAllowedAmount(Number.NaN)).toBe(false);
    expect(canContinue(enterCustom('4'), open)).toBe(false);
    expect(canContinue(enterCustom('5'), open)).toBe(true);
    expect(canContinue(enterCustom('250'), open)).toBe(true);
    expect(canContinue(enterCustom('251'), open)).toBe(false);
    expect(canContinue(enterCustom('300'), open)).toBe(false);
  });

  it('disables Continue while a request is pending or the card is unavailable', () => {
    expect(canContinue(DEFAULT_GIFT_CARD_AMOUNT, open)).toBe(true);
    expect(canContinue(DEFAULT_GIFT_CARD_AMOUNT, { pending: true, available: true })).toBe(false);
    expect(canContinue(DEFAULT_GIFT_CARD_AMOUNT, { pending: false, available: false })).toBe(false);
  });

  it('words the price line and the hint as the spec does', () => {
    expect(GIFT_CARD_FROM).toBe('From £5');
    expect(GIFT_CARD_HINT).toBe('Custom amounts are available between £5 and £250');
    expect(formatWholePounds(1250)).toBe('£12.50');
    expect(formatWholePounds(100_000)).toBe('£1,000');
    expect(formatWholePounds(123_456_700)).toBe('£1,234,567');
  });
});
