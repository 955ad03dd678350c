import {
  isIsoDate,
  plusDays,
  type BasketEvent,
  type CustomerDetails,
  type GiftCardRecipient,
  type IsoDate,
  type RecipientDetails,
} from '@shop/contracts';
import { parsePostcode } from '../../delivery-rules';
import { DomainError } from '../../platform/domain-error';
import type { BasketCommandOf } from './basket.commands';
import { BASKET_MESSAGES } from './basket.messages';
import { MAX_NAME_CHARACTERS, type BasketState } from './basket.state';

/*
 * Checks and clean-up of the free-text details a shopper types: the recipient of an order and
 * the buyer of the basket, and the decision on the buyer's details. Pure, so the decider can call
 * them and tests can pin them.
 */

/** Loose on purpose: the confirmation email is the real test of an address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's longest deliverable address. */
const MAX_EMAIL_CHARACTERS = 254;
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

const length = (text: string) => [...text].length;

/**
 * `sw1a1aa` or ` SW1A 1AA ` → `SW1A 1AA`: upper case, one space before the inward code, so the same
 * address always reads the same. Null when it is not a UK postcode by the maintained `postcode`
 * library (docs/business-rules.md "Postcode check"), so 'HELLO' is never recorded.
 */
export function normalisePostcode(postcode: string): string | null {
  return parsePostcode(postcode)?.postcode ?? null;
}

/**
 * The recipient as it will be recorded (trimmed, postcode normalised), or a DomainError with the
 * single invalid-recipient message of docs/rules-checkout.md "Validation" whichever check fails.
 */
export function validRecipient(details: RecipientDetails): RecipientDetails {
  const recipientName = details.recipientName.trim();
  const addressLine1 = details.addressLine1.trim();
  const addressLine2 = details.addressLine2.trim();
  const addressLine3 = details.addressLine3.trim();
  const postcode = normalisePostcode(details.postcode);
  const hasName = recipientName !== '' && length(recipientName) <= MAX_NAME_CHARACTERS;
  // docs/rules-checkout.md "Validation": any one of the three address lines will do.
  const hasAddress = [addressLine1, addressLine2, addressLine3].some((line) => line !== '');
  if (!hasName || !hasAddress || postcode === null) {
    throw new DomainError(BASKET_MESSAGES.invalidRecipient);
  }
  return {
    recipientName,
    addressLine1,
    addressLine2,
    addressLine3,
    town: details.town.trim(),
    postcode,
  };
}

/** The buyer's details as they will be recorded (trimmed), or a DomainError naming the field. */
export function validCustomerDetails(details: CustomerDetails): CustomerDetails {
  const name = details.name.trim();
  const email = details.email.trim();
  const phone = details.phone.trim();
  if (name === '' || length(name) > MAX_NAME_CHARACTERS) {
    throw new DomainError(BASKET_MESSAGES.nameRequired);
  }
  if (!EMAIL.test(email) || email.length > MAX_EMAIL_CHARACTERS) {
    throw new DomainError(BASKET_MESSAGES.invalidEmail);
  }
  // Optional; when given, a courier must be able to dial it: UK 10–11 digits, +44 up to 15.
  const digits = phone.replace(/\D/g, '').length;
  if (phone !== '' && (!PHONE_CHARACTERS.test(phone) || digits < 10 || digits > 15)) {
    throw new DomainError(BASKET_MESSAGES.invalidPhone);
  }
  return { name, email, phone, mailShot: details.mailShot };
}

/** Longest gift card message: what fits the emailed card. */
export const MAX_GIFT_CARD_MESSAGE = 500;
/** A gift card can be sent at most this many days ahead. */
export const MAX_GIFT_CARD_SEND_DAYS = 365;

/**
 * A gift card's recipient as it will be recorded (trimmed; the send date today when left out),
 * or a DomainError naming what is wrong. `today` is the London date now.
 */
export function validGiftCardRecipient(
  details: GiftCardRecipient,
  today: IsoDate,
): GiftCardRecipient {
  const recipientName = details.recipientName.trim();
  const recipientEmail = details.recipientEmail.trim();
  const message = details.message.trim();
  if (recipientName === '' || length(recipientName) > MAX_NAME_CHARACTERS) {
    throw new DomainError(BASKET_MESSAGES.giftCardRecipientName);
  }
  if (!EMAIL.test(recipientEmail) || recipientEmail.length > MAX_EMAIL_CHARACTERS) {
    throw new DomainError(BASKET_MESSAGES.giftCardRecipientEmail);
  }
  if (length(message) > MAX_GIFT_CARD_MESSAGE) {
    throw new DomainError(BASKET_MESSAGES.giftCardMessageTooLong);
  }
  const sendDate = details.sendDate ?? today;
  if (
    !isIsoDate(sendDate) ||
    sendDate < today ||
    sendDate > plusDays(today, MAX_GIFT_CARD_SEND_DAYS)
  ) {
    throw new DomainError(BASKET_MESSAGES.giftCardSendDate);
  }
  return { recipientName, recipientEmail, message, sendDate };
}

/** The buyer's details, checked; nothing when they are the ones already given. */
export function giveCustomerDetails(
  data: BasketCommandOf<'GiveCustomerDetails'>['data'],
  state: BasketState,
): BasketEvent[] {
  const details = validCustomerDetails(data);
  const current = state.customer;
  const same =
    current !== null &&
    current.name === details.name &&
    current.email === details.email &&
    current.phone === details.phone &&
    current.mailShot === details.mailShot;
  return same ? [] : [{ type: 'CustomerDetailsGiven', data: details }];
}
