import type { PostalAddress, PostalAddressInput } from '../common/postal-address';

/**
 * The customer's address book (docs/rules-storefront.md "Routes": `/account/address-book`):
 * recipients saved once and used to fill the checkout's recipient with one click. The address
 * fields are the checkout recipient's (`RecipientDetails`) and are checked by the same rules.
 */

/**
 * `POST /api/account/address-book` (add) and `POST /api/account/address-book/{id}` (edit): the
 * recipient as the checkout takes it, with an optional label of the customer's own ('Mum').
 */
export type SavedAddressRequest = PostalAddressInput & {
  /** The customer's own name for the address, shown in lists; optional. */
  label?: string | null;
};

/** One saved address, as stored (trimmed, postcode normalised). */
export interface SavedAddress extends PostalAddress {
  id: string;
  label: string | null;
  /** The address offered first (exactly one per non-empty address book). */
  isDefault: boolean;
  /** ISO 8601 UTC. */
  createdAt: string;
  /** ISO 8601 UTC. */
  updatedAt: string;
}

/** `GET /api/account/address-book`, and the answer of delete and make-default: default first, then newest. */
export type AddressBookData = SavedAddress[];

/** How many addresses one customer may keep. */
export const ADDRESS_BOOK_MAX_ENTRIES = 100;

/** Longest label, in characters. */
export const ADDRESS_LABEL_MAX_LENGTH = 40;

/** Field limits, the checkout recipient's (`POST /api/checkout/update`, key `recipient`). */
export const SAVED_ADDRESS_LIMITS = {
  recipientName: 100,
  addressLine: 100,
  town: 60,
  postcode: 10,
} as const;

/** The words of the address book, shown as they are. */
export const ADDRESS_BOOK_MESSAGES = {
  recipientName: "Please enter the recipient's name (up to 100 characters).",
  addressLine: 'Please keep each address line to 100 characters or fewer.',
  /** The storefront's own check before sending; the server answers the checkout's message. */
  addressRequired: 'Please enter the address (any one of the three lines will do).',
  town: 'Please keep the town to 60 characters or fewer.',
  postcode: 'Please enter a valid UK postcode.',
  label: 'Please keep the label to 40 characters or fewer.',
  full: 'Your address book is full (100 addresses). Please delete an address before adding another.',
  added: 'The address has been added to your address book.',
  saved: 'Your changes to the address have been saved.',
  deleted: 'The address has been deleted.',
  madeDefault: 'That address is now your default.',
  notFound: "Sorry, we couldn't find that address in your address book.",
  empty: 'You have no saved addresses yet.',
} as const;
