import type { DomainEvent } from '../common/event-store.types';
import type { CardSize } from './card-messages';
import type { IsoDate } from '../common/dates';
import type { DiscountEffect, DiscountRule } from '../discount/discount';
import type { PostalAddress } from '../common/postal-address';

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

/** Who a basket order goes to and where. */
export type RecipientDetails = PostalAddress;

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
    /**
     * Set when the order was brought over from the customer's earlier basket on sign-in
     * (after `BasketMerged`): the basket of that first add. The analytics feed sends no second
     * `add_to_cart` for it.
     */
    mergedFrom?: string;
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

/** Who a gift card goes to (by email), with the buyer's message and the day it is sent. */
export interface GiftCardRecipient {
  recipientName: string;
  recipientEmail: string;
  message: string;
  /** The day the card is emailed; the day of purchase when null. */
  sendDate: IsoDate | null;
}

export type GiftCardRecipientSet = DomainEvent<
  'GiftCardRecipientSet',
  { orderId: string } & GiftCardRecipient
>;

/** The shopper opened the payment page with this basket (GA4 `begin_checkout`). */
export type CheckoutBegun = DomainEvent<'CheckoutBegun', { total: number }>;

/** A gift card put towards the purchase, with its balance when applied. */
export type GiftCardApplied = DomainEvent<
  'GiftCardApplied',
  { code: string; balance: number; expiresOn: IsoDate }
>;
export type GiftCardRemoved = DomainEvent<'GiftCardRemoved', { code: string }>;

/**
 * A payment attempt began (GA4 `add_payment_info`). From here until `PaymentDeclined` or
 * `BasketPlaced` the basket refuses every change, so what is charged is what is placed.
 */
export type PaymentStarted = DomainEvent<
  'PaymentStarted',
  {
    paymentId: string;
    /** The request's Idempotency-Key: a retry with it resumes this attempt. */
    idempotencyKey: string;
    purchaseId: string;
    provider: string;
    /** The token of the method (never card data), e.g. `pm_card_visa`. */
    paymentMethod: string;
    /** The whole purchase, what the gift card pays, and what the card is charged. */
    total: number;
    giftCard: { code: string; amount: number } | null;
    amount: number;
    /** UTC instant: an attempt this old with no outcome may be looked up and settled. */
    startedAt: string;
    /**
     * The signed-in customer paying, whose orders these become; null for a guest (absent on
     * attempts started before customer accounts).
     */
    customerId?: string | null;
    /**
     * Posy Points taken off the customer's ledger for this attempt (`points-{customerId}`,
     * `PointsSpent` in the same transaction); given back if it does not go through. Absent or 0:
     * none.
     */
    points?: number;
  }
>;

/** A payment that did not go through: nothing charged, nothing placed, the basket open again. */
export type PaymentDeclined = DomainEvent<
  'PaymentDeclined',
  {
    paymentId: string;
    /** `basket_changed`: the basket no longer matched what was charged; the charge was refunded. */
    reason:
      | 'card_declined'
      | 'insufficient_funds'
      | 'processing_error'
      | 'gift_card'
      | 'abandoned'
      | 'basket_changed';
    message: string;
    /**
     * `reconciler`: nobody was waiting for this attempt's answer (its request died); the payment
     * reconciler asked the provider and ended it, and the buyer is emailed that nothing was
     * charged. Absent: the shopper's own request (or the provider's notice) ended it.
     */
    settledBy?: 'reconciler';
  }
>;

/** The orders of a placed basket: the order number and tracking number each was given. */
export interface PlacedOrderRef {
  orderId: string;
  orderNumber: string;
  trackingNumber: string;
}

/** Paid and placed (GA4 `purchase`): the basket is closed; every later command is refused. */
export type BasketPlaced = DomainEvent<
  'BasketPlaced',
  {
    purchaseId: string;
    paymentId: string;
    provider: string;
    providerPaymentId: string | null;
    orders: PlacedOrderRef[];
    total: number;
    giftCardTotal: number;
    totalToPay: number;
    /** Posy Points that paid part of the purchase (1 point = £1); absent on purchases before them. */
    pointsRedeemed?: number;
  }
>;

/** The answers given on `/order-questionnaire` after the purchase. */
export type QuestionnaireAnswered = DomainEvent<
  'QuestionnaireAnswered',
  { purchaseId: string; answers: Record<string, string> }
>;

/**
 * A discount code put on the basket (one at a time: a new code replaces the old), with its rule
 * and what it took off the basket as it was, so totals replay exactly.
 */
export type DiscountApplied = DomainEvent<
  'DiscountApplied',
  {
    code: string;
    isCodeVisible: boolean;
    rule: DiscountRule;
    effect: DiscountEffect;
    /** The affiliate that brought it (`newbox15`), or null when typed in. */
    affiliateId: string | null;
  }
>;

/** The basket's contents changed and the code now takes off this (zero when it stops qualifying). */
export type DiscountReassessed = DomainEvent<
  'DiscountReassessed',
  { code: string; effect: DiscountEffect }
>;

export type DiscountRemoved = DomainEvent<'DiscountRemoved', { code: string }>;

/** Who sent the shopper (`awc`, `aff`), kept with the basket so its orders carry it for commission. */
export type AffiliateTracked = DomainEvent<
  'AffiliateTracked',
  { affiliateWindowId: string | null; affiliateId: string | null }
>;

/**
 * Signing in found the customer's basket from an earlier visit: its orders join this one. The
 * events that build each of those orders follow this one, copied as they were recorded there
 * (each `ProductAdded` marked with `mergedFrom`).
 */
export type BasketMerged = DomainEvent<
  'BasketMerged',
  { fromBasketId: string; orderIds: string[] }
>;

/**
 * Posy Points put towards the basket by its signed-in customer (1 point = £1 off what is left to
 * pay). Nothing leaves their ledger until the payment starts (`PaymentStarted.points`).
 */
export type PointsRedeemed = DomainEvent<
  'PointsRedeemed',
  {
    customerId: string;
    points: number;
    /**
     * What the points take off, in pence (`points` × `PENCE_PER_POINT`); absent on claims
     * recorded before it was kept.
     */
    amount?: number;
  }
>;

/**
 * The basket changed (an order or extra removed, a discount code applied ...) and can now take
 * fewer points than were claimed: the claim shrinks to `points` (0: no points claimed).
 */
export type PointsReassessed = DomainEvent<
  'PointsReassessed',
  {
    points: number;
    /** What the remaining claim takes off, in pence; absent on events recorded before it. */
    amount?: number;
  }
>;

/** The shopper took the claimed points off the basket. */
export type PointsRemoved = DomainEvent<'PointsRemoved', { points: number }>;

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
  | CustomerDetailsGiven
  | GiftCardRecipientSet
  | CheckoutBegun
  | GiftCardApplied
  | GiftCardRemoved
  | PaymentStarted
  | PaymentDeclined
  | BasketPlaced
  | QuestionnaireAnswered
  | DiscountApplied
  | DiscountReassessed
  | DiscountRemoved
  | AffiliateTracked
  | BasketMerged
  | PointsRedeemed
  | PointsReassessed
  | PointsRemoved;

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
  'GiftCardRecipientSet',
  'CheckoutBegun',
  'GiftCardApplied',
  'GiftCardRemoved',
  'PaymentStarted',
  'PaymentDeclined',
  'BasketPlaced',
  'QuestionnaireAnswered',
  'DiscountApplied',
  'DiscountReassessed',
  'DiscountRemoved',
  'AffiliateTracked',
  'BasketMerged',
  'PointsRedeemed',
  'PointsReassessed',
  'PointsRemoved',
];

/** Stream id of a basket. */
export const basketStreamId = (basketId: string): string => `basket-${basketId}`;
