import type { DomainEvent } from '../common/event-store.types';
import type { CardSize } from './card-messages';
import type { IsoDate } from '../common/dates';

/**
 * The basket's event catalogue. Every event carries the facts its projections need (prices in
 * pence, names, distributor, attributes) so a replay shows exactly what the shopper saw.
 */

/** A product as it was when the shopper chose it. */
export interface ProductSnapshot {
  productId: number;
  variantId: number | null;
  sku: string;
  name: string;
  slug: string;
  image: string;
  distributor: string;
  attributes: string[];
  /** Price charged, in pence, after any product discount. */
  price: number;
  /** Price before any product discount, in pence. */
  originalPrice: number;
  posyPoints: number;
  isAgeRestricted: boolean;
  isPersonalisable: boolean;
  /** Monthly subscriptions: no points are redeemable on subscription-only baskets. */
  isSubscription: boolean;
}

export interface DeliverySnapshot {
  methodId: string;
  methodName: string;
  date: IsoDate;
  /** In pence; 0 shows as FREE. */
  price: number;
  originalPrice: number;
}

export interface RecipientDetails {
  recipientName: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  postcode: string;
}

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  mailShot: boolean;
}

export type ProductAdded = DomainEvent<
  'ProductAdded',
  {
    orderId: string;
    product: ProductSnapshot;
    pot: ProductSnapshot | null;
    delivery: DeliverySnapshot | null;
    isGiftCard: boolean;
  }
>;
export type OrderRemoved = DomainEvent<'OrderRemoved', { orderId: string }>;
export type MessageSet = DomainEvent<
  'MessageSet',
  { orderId: string; message: string; personalisationConfiguration: string | null }
>;
/** The card as chosen, with the message limits resolved for this order's distributor. */
export type CardChosen = DomainEvent<
  'CardChosen',
  {
    orderId: string;
    size: CardSize;
    name: string;
    price: number;
    characterLimit: number;
    lineLimit: number;
  }
>;
export type RecipientSet = DomainEvent<'RecipientSet', { orderId: string } & RecipientDetails>;
export type AddonAdded = DomainEvent<'AddonAdded', { orderId: string; addon: ProductSnapshot }>;
export type AddonRemoved = DomainEvent<'AddonRemoved', { orderId: string; productId: number }>;
export type PotChanged = DomainEvent<
  'PotChanged',
  { orderId: string; pot: ProductSnapshot | null }
>;
export type DeliveryChanged = DomainEvent<
  'DeliveryChanged',
  { orderId: string; delivery: DeliverySnapshot }
>;
export type CustomerDetailsGiven = DomainEvent<'CustomerDetailsGiven', CustomerDetails>;

/** Every event of a basket stream (`basket-{id}`). */
export type BasketEvent =
  | ProductAdded
  | OrderRemoved
  | MessageSet
  | CardChosen
  | RecipientSet
  | AddonAdded
  | AddonRemoved
  | PotChanged
  | DeliveryChanged
  | CustomerDetailsGiven;

export type BasketEventType = BasketEvent['type'];

/** The basket's event types, for subscribers' `handles` lists and the analytics feed. */
export const BASKET_EVENT_TYPES: readonly BasketEventType[] = [
  'ProductAdded',
  'OrderRemoved',
  'MessageSet',
  'CardChosen',
  'RecipientSet',
  'AddonAdded',
  'AddonRemoved',
  'PotChanged',
  'DeliveryChanged',
  'CustomerDetailsGiven',
];

/** Stream id of a basket. */
export const basketStreamId = (basketId: string): string => `basket-${basketId}`;
