import {
  ADDRESS_BOOK_MESSAGES,
  ADDRESS_LABEL_MAX_LENGTH,
  SAVED_ADDRESS_LIMITS,
  type SavedAddressRequest,
} from '@shop/contracts';
import type { FieldErrors, FormCheck, FormValues } from '../forms/form-rules';

/** The address form's fields, in the order it shows them. */
export const ADDRESS_FIELDS = [
  'label',
  'recipientName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'town',
  'postcode',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * The shape of a UK postcode (outward code, inward code), spaces anywhere. The server checks it
 * against the real list and has the last word; this only catches a typo before sending.
 */
const POSTCODE_SHAPE = /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/;

export const looksLikePostcode = (value: string): boolean =>
  POSTCODE_SHAPE.test(value.replace(/\s+/g, '').toUpperCase());

const text = (values: FormValues, name: AddressField) => {
  const value = values.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The form's address, checked in the browser as the server will check it: a recipient name, any
 * one of the three address lines, a UK postcode, and the checkout's length limits.
 */
export function readSavedAddress(values: FormValues): FormCheck<AddressField, SavedAddressRequest> {
  const body: SavedAddressRequest = {
    label: text(values, 'label') || null,
    recipientName: text(values, 'recipientName'),
    addressLine1: text(values, 'addressLine1'),
    addressLine2: text(values, 'addressLine2'),
    addressLine3: text(values, 'addressLine3'),
    town: text(values, 'town'),
    postcode: text(values, 'postcode'),
  };
  const lines = [body.addressLine1, body.addressLine2 ?? '', body.addressLine3 ?? ''];
  const errors: FieldErrors<AddressField> = {};
  if ((body.label ?? '').length > ADDRESS_LABEL_MAX_LENGTH) {
    errors.label = ADDRESS_BOOK_MESSAGES.label;
  }
  if (body.recipientName === '' || body.recipientName.length > SAVED_ADDRESS_LIMITS.recipientName) {
    errors.recipientName = ADDRESS_BOOK_MESSAGES.recipientName;
  }
  lines.forEach((line, i) => {
    if (line.length > SAVED_ADDRESS_LIMITS.addressLine) {
      errors[`addressLine${i + 1}` as AddressField] = ADDRESS_BOOK_MESSAGES.addressLine;
    }
  });
  if (lines.every((line) => line === ''))
    errors.addressLine1 = ADDRESS_BOOK_MESSAGES.addressRequired;
  if ((body.town ?? '').length > SAVED_ADDRESS_LIMITS.town)
    errors.town = ADDRESS_BOOK_MESSAGES.town;
  if (!looksLikePostcode(body.postcode)) errors.postcode = ADDRESS_BOOK_MESSAGES.postcode;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** Which field each of the server's messages belongs to (the recipient message is the form's). */
export const ADDRESS_FIELD_OF: Readonly<Record<string, AddressField>> = {
  [ADDRESS_BOOK_MESSAGES.label]: 'label',
  [ADDRESS_BOOK_MESSAGES.recipientName]: 'recipientName',
  [ADDRESS_BOOK_MESSAGES.addressLine]: 'addressLine1',
  [ADDRESS_BOOK_MESSAGES.town]: 'town',
  [ADDRESS_BOOK_MESSAGES.postcode]: 'postcode',
};
