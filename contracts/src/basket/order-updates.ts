import type { IsoDate } from '../common/dates';
import type { CardSize } from './card-messages';
import type { PostalAddressInput } from '../common/postal-address';

/**
 * `POST /api/checkout/update` {key, orderIndex, data} (docs/rules-checkout.md "Calls"): one call
 * changes one part of an order, or the buyer's details; `key` says which and `data` carries that
 * part.
 */

/** `key: 'message'`: the card message, and a personalised card's areas. */
export interface SetMessageData {
  message: string;
  /** JSON string `{ areas: [...] }` of a personalised card (see `PersonalisationArea`), or null. */
  personalisationConfiguration?: string | null;
}

/** `key: 'recipient'`: who the order goes to and where. Any one address line will do. */
export type SetRecipientData = PostalAddressInput;

/** `key: 'card'`: the standard card or a premium one. */
export interface ChooseCardData {
  size: CardSize;
}

/** `key: 'addons'`: the extras the order should have; the server adds and removes to match. */
export interface ChangeAddonsData {
  addonIds: number[];
}

/** `key: 'pot'`: the pot the plant goes in, or null to take the pot off. */
export interface ChangePotData {
  potId: number | null;
}

/** `key: 'delivery'`: another delivery method or day for the order. */
export interface ChangeDeliveryData {
  methodId: string;
  /** YYYY-MM-DD. */
  date: IsoDate;
}

/** `key: 'details'`: the buyer's own details, for the whole basket (`orderIndex` is not used). */
export interface GiveCustomerDetailsData {
  name: string;
  email: string;
  phone?: string;
  /** Whether the buyer would like our emails; true when left out. */
  mailShot?: boolean;
}

/** `key: 'gift-card'`: who a gift card order is emailed to, the message and the day it is sent. */
export interface SetGiftCardRecipientData {
  recipientName: string;
  recipientEmail: string;
  message?: string;
  /** YYYY-MM-DD, today or later; today when left out. */
  sendDate?: IsoDate | null;
}

/** The `data` each update key takes. */
export interface OrderUpdateDataByKey {
  message: SetMessageData;
  recipient: SetRecipientData;
  card: ChooseCardData;
  addons: ChangeAddonsData;
  pot: ChangePotData;
  delivery: ChangeDeliveryData;
  details: GiveCustomerDetailsData;
  'gift-card': SetGiftCardRecipientData;
}

/** The keys of `POST /api/checkout/update`, in the order the checkout page shows its sections. */
export const UPDATE_KEYS = [
  'message',
  'recipient',
  'card',
  'addons',
  'pot',
  'delivery',
  'details',
  'gift-card',
] as const satisfies readonly (keyof OrderUpdateDataByKey)[];

/** What `POST /api/checkout/update` can change. */
export type UpdateKey = (typeof UPDATE_KEYS)[number];

/** The body of `POST /api/checkout/update`; it answers the new `CheckoutState`. */
export interface UpdateOrderRequest {
  key: UpdateKey;
  /** 1-based, as in `/checkout/{orderIndex}`. */
  orderIndex: number;
  /** The part named by `key` (see `OrderUpdateDataByKey`). */
  data: OrderUpdateDataByKey[UpdateKey];
}

/**
 * `UpdateOrderRequest` with `data` tied to its `key`: what a client builds, so sending recipient
 * data under the `message` key does not compile.
 */
export type OrderUpdate = {
  [Key in UpdateKey]: { key: Key; orderIndex: number; data: OrderUpdateDataByKey[Key] };
}[UpdateKey];
