import type {
  CardSize,
  CustomerDetails,
  DiscountEffect,
  DiscountRule,
  IsoDate,
} from '@shop/contracts';

/**
 * What `decide` needs to know about one order. Deliberately not the checkout read model:
 * prices, names and messages live in the events and the projection, not here.
 */
export interface OrderDecisionState {
  readonly orderId: string;
  readonly isGiftCard: boolean;
  /** The main product's distributor: it sets the card message limits. */
  readonly distributor: string;
  readonly cardSize: CardSize | null;
  /** Product ids of the extras on the order (not the pot). */
  readonly addonIds: readonly number[];
  readonly pot: { readonly productId: number; readonly variantId: number | null } | null;
  readonly delivery: { readonly methodId: string; readonly date: IsoDate } | null;
  /** What its products cost, in pence: a discount code is resolved against these. */
  readonly prices: OrderPrices;
  /** The card's and the delivery's price, in pence: with the products, the order's total. */
  readonly cardPrice: number;
  readonly deliveryPrice: number;
  /** A monthly subscription: no Posy Points on a basket of subscriptions only. */
  readonly isSubscription: boolean;
}

/** The prices of an order's products: the main product, its pot and its extras. */
export interface OrderPrices {
  readonly product: ItemPrice;
  readonly pot: ItemPrice | null;
  readonly addons: readonly ItemPrice[];
}

export interface ItemPrice {
  readonly productId: number;
  readonly price: number;
}

/** The discount code on the basket, its rule and what it takes off now. */
export interface AppliedDiscount {
  readonly code: string;
  readonly isCodeVisible: boolean;
  readonly rule: DiscountRule;
  readonly effect: DiscountEffect;
  readonly affiliateId: string | null;
}

/** Who sent the shopper (`awc`, `aff`). */
export interface AffiliateTracking {
  readonly affiliateWindowId: string | null;
  readonly affiliateId: string | null;
}

/** Posy Points the basket's signed-in customer put towards it. */
export interface ClaimedPoints {
  readonly customerId: string;
  readonly points: number;
}

/** The decision state of one basket stream. */
export interface BasketState {
  /**
   * Orders by id, in the order they were added. A Map rather than a plain object because
   * orderIds come from Idempotency-Key headers and an integer-like key would jump the queue.
   */
  readonly orders: ReadonlyMap<string, OrderDecisionState>;
  /**
   * Every orderId ever added, removed ones included: a late retry of an add whose order was
   * since removed must not bring the order back.
   */
  readonly usedOrderIds: ReadonlySet<string>;
  readonly customer: CustomerDetails | null;
  /** `CheckoutBegun` is recorded once per basket. */
  readonly checkoutBegun: boolean;
  /** The gift card applied to the purchase, if any. */
  readonly giftCardCode: string | null;
  /** The payment being taken: until it ends the basket refuses every change. */
  readonly payment: PaymentInProgress | null;
  /** Paid and placed: the basket is closed. */
  readonly placed: PlacedBasket | null;
  /** The discount code on the basket (one at a time). */
  readonly discount: AppliedDiscount | null;
  readonly affiliate: AffiliateTracking | null;
  /** Posy Points claimed (1 point = £1 off what is left to pay). */
  readonly points: ClaimedPoints | null;
  /** The stream version this state was folded to (the number of events in it). */
  readonly version: number;
}

export interface PaymentInProgress {
  readonly paymentId: string;
  readonly idempotencyKey: string;
  readonly purchaseId: string;
  readonly provider: string;
  readonly paymentMethod: string;
  readonly total: number;
  readonly giftCard: { readonly code: string; readonly amount: number } | null;
  readonly amount: number;
  readonly startedAt: string;
  /** The signed-in customer paying (null: a guest); the placed orders are theirs. */
  readonly customerId: string | null;
  /** Posy Points this attempt took off the customer's ledger. */
  readonly points: number;
}

export interface PlacedBasket {
  readonly purchaseId: string;
  readonly paymentId: string;
  readonly orderNumbers: readonly string[];
}

/** A basket holds at most this many orders (each has its own checkout page). */
export const MAX_ORDERS_PER_BASKET = 50;

/** Longest card message accepted; the card limits themselves are judged at checkout. */
export const MAX_MESSAGE_CHARACTERS = 2000;

/** Longest recipient or customer name accepted. */
export const MAX_NAME_CHARACTERS = 100;
