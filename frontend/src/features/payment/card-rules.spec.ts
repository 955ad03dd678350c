import { TEST_CARD_NUMBERS } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  cardErrors,
  cardFieldError,
  EMPTY_CARD,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  TEST_CARDS,
  testCardToken,
} from './card-rules';

const NOVEMBER_2026 = { year: 2026, month: 11 };
const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', name: 'Ada Lovelace' };
const errorOf = (field: keyof typeof good, value: string) =>
  cardFieldError(field, { ...good, [field]: value }, NOVEMBER_2026);

describe('card number', () => {
  it('is grouped 4-4-4-4 as it is typed, digits only, 19 at most', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('12345678901234567890123')).toBe('1234 5678 9012 3456 789');
  });

  it('passes the Luhn check only when its digits add up', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('maps each documented test card to its token', () => {
    expect(testCardToken('4242 4242 4242 4242')).toBe('pm_card_visa');
    expect(testCardToken('4000 0000 0000 0002')).toBe('pm_card_chargeDeclined');
    expect(testCardToken('4000000000009995')).toBe('pm_card_chargeDeclinedInsufficientFunds');
    expect(testCardToken('4000 0000 0000 0119')).toBe('pm_card_processingError');
    expect(testCardToken('5555 5555 5555 4444')).toBe('pm_card_mastercard');
    expect(testCardToken('4012 8888 8888 1881')).toBeNull();
  });

  it('says what is wrong, word for word', () => {
    expect(errorOf('number', '')).toBe('Please enter your card number.');
    expect(errorOf('number', '4242 4242 4242 4241')).toBe('Please enter a valid card number.');
    expect(errorOf('number', '4242 42')).toBe('Please enter a valid card number.');
    // A real-looking Visa number that is not one of the test cards.
    expect(errorOf('number', '4012 8888 8888 1881')).toBe(
      'Please use one of the test cards listed below.',
    );
    expect(errorOf('number', '4242 4242 4242 4242')).toBeNull();
  });

  it('lists every test card the contracts know, and only those', () => {
    const listed = TEST_CARDS.map((card) => card.number.replace(/ /g, '')).sort();
    expect(listed).toEqual(Object.keys(TEST_CARD_NUMBERS).sort());
    for (const card of TEST_CARDS) expect(passesLuhn(card.number.replace(/ /g, ''))).toBe(true);
  });
});

describe('expiry', () => {
  it('is written MM / YY as it is typed, and can be deleted back over the slash', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('12/30')).toBe('12 / 30');
    expect(formatExpiry('12 / 309')).toBe('12 / 30');
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('must be a month from this one on, word for word', () => {
    expect(errorOf('expiry', '')).toBe('Please enter the expiry date.');
    expect(errorOf('expiry', '12')).toBe('Please enter the expiry date as MM / YY.');
    expect(errorOf('expiry', '13 / 30')).toBe('Please enter the expiry date as MM / YY.');
    expect(errorOf('expiry', '00 / 30')).toBe('Please enter the expiry date as MM / YY.');
    expect(errorOf('expiry', '10 / 26')).toBe('This card has expired.');
    expect(errorOf('expiry', '12 / 25')).toBe('This card has expired.');
    expect(errorOf('expiry', '11 / 26')).toBeNull();
    expect(errorOf('expiry', '01 / 27')).toBeNull();
  });
});

describe('security code and name', () => {
  it('takes 3 or 4 digits, word for word', () => {
    expect(errorOf('cvc', '')).toBe('Please enter the security code (CVC).');
    expect(errorOf('cvc', '12')).toBe(
      'The security code is the 3 or 4 digits on the back of your card.',
    );
    expect(errorOf('cvc', '123')).toBeNull();
    expect(errorOf('cvc', '1234')).toBeNull();
  });

  it('needs a name', () => {
    expect(errorOf('name', '  ')).toBe('Please enter the name on the card.');
    expect(errorOf('name', 'A')).toBeNull();
  });

  it('checks every field on submit', () => {
    expect(cardErrors(EMPTY_CARD, NOVEMBER_2026)).toEqual({
      number: 'Please enter your card number.',
      expiry: 'Please enter the expiry date.',
      cvc: 'Please enter the security code (CVC).',
      name: 'Please enter the name on the card.',
    });
    expect(cardErrors(good, NOVEMBER_2026)).toEqual({});
  });
});
