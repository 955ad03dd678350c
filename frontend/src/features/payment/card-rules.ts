import { TEST_CARD_NUMBERS, type TestPaymentMethod } from '@shop/contracts';
import { shopNow } from '../../ui/shop-clock';

/** The card form's words, each shown under its field (and asserted word for word). */
export const CARD_MESSAGES = {
  numberMissing: 'Please enter your card number.',
  numberInvalid: 'Please enter a valid card number.',
  notATestCard: 'Please use one of the test cards listed below.',
  expiryMissing: 'Please enter the expiry date.',
  expiryInvalid: 'Please enter the expiry date as MM / YY.',
  expiryPast: 'This card has expired.',
  cvcMissing: 'Please enter the security code (CVC).',
  cvcInvalid: 'The security code is the 3 or 4 digits on the back of your card.',
  nameMissing: 'Please enter the name on the card.',
} as const;

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' };

const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** `4242424242424242` → `4242 4242 4242 4242`, as the shopper types. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, MAX_CARD_DIGITS);
  return digits.match(/.{1,4}/g)?.join(' ') ?? '';
}

/** `1230` → `12 / 30`; two digits or fewer stay as typed, so deleting back over ' / ' works. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The test provider's token for a documented test card number, or null. */
export function testCardToken(number: string): TestPaymentMethod | null {
  return TEST_CARD_NUMBERS[digitsOf(number)] ?? null;
}

/** Today's month, for the expiry check: `{ year: 2026, month: 11 }`. */
export interface YearMonth {
  year: number;
  month: number;
}

export const thisMonth = (now: Date = shopNow()): YearMonth => ({
  year: now.getFullYear(),
  month: now.getMonth() + 1,
});

/** What is wrong with one field, or null. */
export function cardFieldError(
  field: CardField,
  values: CardValues,
  today: YearMonth,
): string | null {
  switch (field) {
    case 'number': {
      const digits = digitsOf(values.number);
      if (digits === '') return CARD_MESSAGES.numberMissing;
      if (digits.length < MIN_CARD_DIGITS || !passesLuhn(digits)) {
        return CARD_MESSAGES.numberInvalid;
      }
      return testCardToken(digits) ? null : CARD_MESSAGES.notATestCard;
    }
    case 'expiry': {
      if (values.expiry.trim() === '') return CARD_MESSAGES.expiryMissing;
      const match = /^(\d{2}) \/ (\d{2})$/.exec(values.expiry.trim());
      const month = match ? Number(match[1]) : 0;
      if (!match || month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid;
      const year = 2000 + Number(match[2]);
      const past = year < today.year || (year === today.year && month < today.month);
      return past ? CARD_MESSAGES.expiryPast : null;
    }
    case 'cvc': {
      const cvc = values.cvc.trim();
      if (cvc === '') return CARD_MESSAGES.cvcMissing;
      return /^\d{3,4}$/.test(cvc) ? null : CARD_MESSAGES.cvcInvalid;
    }
    case 'name':
      return values.name.trim() === '' ? CARD_MESSAGES.nameMissing : null;
  }
}

export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'name'];

/** Every field's error, for a submit. */
export function cardErrors(
  values: CardValues,
  today: YearMonth,
): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const error = cardFieldError(field, values, today);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The test cards the form lists, with what each does. */
export const TEST_CARDS: readonly { number: string; outcome: string }[] = [
  { number: '4242 4242 4242 4242', outcome: 'Visa: the payment succeeds' },
  { number: '5555 5555 5555 4444', outcome: 'Mastercard: the payment succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'The card is declined' },
  { number: '4000 0000 0000 9995', outcome: 'The card has insufficient funds' },
  { number: '4000 0000 0000 0119', outcome: 'The payment fails with a processing error' },
];
