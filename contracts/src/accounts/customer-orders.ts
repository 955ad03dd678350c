import type { IsoDate } from '../common/dates';
import type { TrackingStep } from '../orders/tracking';
import type { OrderStatus } from '../orders/orders.events';
import type { PostalAddress } from '../common/postal-address';

/**
 * A signed-in customer's own orders (docs/rules-storefront.md "Routes": `/account/order-history`,
 * `/account/order-details/:orderId`), their saved cards (`/account/payment-methods`) and turning a
 * guest's order into an account (`/sign-up-account/:orderId/:verificationToken`). An order is the
 * customer's when they paid for it signed in, or when they made their account from it; a guest
 * order with the same email is not.
 */

/** `GET /api/account/orders/{orderNumber}`. */
export interface AccountOrderParams {
  orderNumber: string;
}

/** `GET /api/sign-up-account/{orderId}/{verificationToken}`: the emailed link's parts. */
export interface SignUpFromOrderLinkParams {
  /** The purchase's first order number. */
  orderId: string;
  verificationToken: string;
}

/** One order of `GET /api/account/orders`, newest first. */
export interface AccountOrderSummary {
  /** `P` + 7 digits: `/account/order-details/{orderNumber}`. */
  orderNumber: string;
  trackingNumber: string;
  /** The recipient's postcode ('' for a gift card). */
  postcode: string;
  /** UTC instant the order was paid for. */
  placedAt: string;
  productName: string;
  image: string;
  isGiftCard: boolean;
  /** Flowers and gifts: who receives it; gift cards: who the card is emailed to. */
  recipientName: string;
  /** The delivery day (null for a gift card). */
  deliveryDate: IsoDate | null;
  /** Gift cards: the day the card is emailed (null for a delivered order). */
  sendDate: IsoDate | null;
  /** The order's total in pence, delivery included. */
  total: number;
  status: OrderStatus;
  /** The storefront's tracking page, `/tracking/{postcode}/{trackingNumber}`; null for a gift card. */
  trackingPath: string | null;
}

/** An item of an order as it was bought (never re-priced). */
export interface AccountOrderItem {
  name: string;
  image: string;
  /** What the item came to, in pence, after any discount. */
  price: number;
  /** Before the discount code, when it took something off; else null. */
  priceBeforeDiscount: number | null;
  kind: 'product' | 'card' | 'addon';
}

/** Where one of the customer's orders went. */
export type AccountOrderAddress = PostalAddress;

/** `GET /api/account/orders/{orderNumber}`: one of the customer's orders in full. */
export interface AccountOrderDetails extends AccountOrderSummary {
  items: AccountOrderItem[];
  /** The message written on the card, or null without one. */
  cardMessage: string | null;
  /** Where it goes (null for a gift card). */
  address: AccountOrderAddress | null;
  /** How it goes and what that cost (null for a gift card). */
  delivery: { methodName: string; date: IsoDate | null; price: number } | null;
  /** A gift card's recipient (null for a delivered order). */
  giftCardRecipient: { name: string; email: string; sendDate: IsoDate | null } | null;
  /** The order's items after the discount, its delivery, what the code took off and the total. */
  prices: { subtotal: number; delivery: number; discount: number; total: number };
  discountCode: string | null;
  /** The purchase the order was paid in (orders paid together share one payment). */
  payment: {
    /** Every order paid together, this one included. */
    orderNumbers: string[];
    purchaseTotal: number;
    paidByGiftCard: number;
    /** What Posy Points paid, in pence. */
    paidByPoints: number;
    paidByCard: number;
  };
  /** Where the order is (the tracking page's steps). */
  timeline: TrackingStep[];
}

/**
 * `GET /api/sign-up-account/{orderId}/{verificationToken}`: whether the emailed link can make an
 * account, and the details the account takes from the order.
 */
export type SignUpFromOrderLink =
  | { valid: true; email: string; name: string; orderNumber: string }
  | { valid: false; message: string };

export const ACCOUNT_ORDER_MESSAGES = {
  orderHasAccount: 'This order already belongs to an account. Please sign in to see it.',
} as const;

/** The storefront path of an order's tracking page, as the confirmation email links it. */
export const trackingPath = (postcode: string, trackingNumber: string): string =>
  `/tracking/${encodeURIComponent(postcode)}/${encodeURIComponent(trackingNumber)}`;

/** The storefront path of the 'Create an account' link of a guest's order confirmation email. */
export const signUpAccountPath = (orderNumber: string, verificationToken: string): string =>
  `/sign-up-account/${encodeURIComponent(orderNumber)}/${encodeURIComponent(verificationToken)}`;
