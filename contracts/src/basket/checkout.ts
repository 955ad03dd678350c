import type { IsoDate } from '../common/dates';
import type { GiftCardRecipient } from './basket.events';
import type { PostalAddress } from '../common/postal-address';

/**
 * The checkout state of docs/rules-checkout.md "Checkout state", as `GET /api/checkout/get` answers
 * it. Amounts are integer pence.
 */

/** The product of an order item, as it was when the shopper chose it. */
export interface CheckoutItemProduct {
  id: number;
  sku: string;
  name: string;
  slug: string;
  image: string;
  distributor: string;
  /** Attribute values such as 'A5', 'A6', 'Pots' (docs/rules-checkout.md "Data shapes"). */
  attributes: string[];
  posyPoints: number;
}

export interface CheckoutOrderItem {
  product: CheckoutItemProduct;
  /** What the item costs, in pence (after any sale price). */
  price: number;
  /** Its list price, in pence. */
  originalPrice: number;
  /** Pence the basket's discount code takes off this item (0 when none). */
  discountAmount: number;
  /** `price` less `discountAmount`: what the item comes to. */
  discountedPrice: number;
  /** The card item carries the message. */
  card: boolean;
  /** Addons, and the pot (an addon with the 'Pots' attribute). */
  addon: boolean;
  message: string;
  messageIsOverflowing: boolean;
  /** JSON string: `{ areas: [{ type: 'image' | 'text', value, placeholder }] }`, or null. */
  orderItemPersonalisationConfiguration: string | null;
}

export interface CheckoutOrderDelivery extends PostalAddress {
  date: IsoDate | null;
  methodId: string | null;
  methodName: string;
  price: number;
  originalPrice: number;
}

export interface CheckoutOrder {
  /** Stable id of the order inside the basket (orderIndex in URLs is its position + 1). */
  id: string;
  /** The first item is the main product (docs/rules-checkout.md "Orders and items"). */
  orderItems: CheckoutOrderItem[];
  orderDelivery: CheckoutOrderDelivery;
  /** The items after the discount code. */
  subtotal: number;
  /** `subtotal` plus delivery. */
  total: number;
  /** What `total` would be without the discount code. */
  originalPrice: number;
  subscription: boolean;
  isAvailableProduct: boolean;
  isGiftCard: boolean;
  /** Gift cards: who the card is emailed to, or null until given (then it goes to the buyer). */
  giftCardRecipient: GiftCardRecipient | null;
}

export interface CheckoutCustomer {
  name: string;
  email: string;
  phone: string;
  mailShot: boolean;
  businessCustomer: boolean;
}

export interface CheckoutState {
  purchase: {
    orders: CheckoutOrder[];
    giftCardTotal: number;
    total: number;
    totalToPay: number;
  };
  customer: CheckoutCustomer;
  pointsRedeemed: number;
  /** The discount code on the basket, whether or not it takes anything off yet. */
  discountCode: string | null;
  /** The gift card put towards this purchase: what it takes off (`giftCardTotal`) and its balance. */
  giftCard: AppliedGiftCard | null;
}

export interface AppliedGiftCard {
  code: string;
  balance: number;
  expiresOn: IsoDate;
}

/** A basket with nothing in it: what a new session sees. */
export function emptyCheckoutState(): CheckoutState {
  return {
    purchase: { orders: [], giftCardTotal: 0, total: 0, totalToPay: 0 },
    customer: { name: '', email: '', phone: '', mailShot: true, businessCustomer: false },
    pointsRedeemed: 0,
    discountCode: null,
    giftCard: null,
  };
}

/** An extra offered with an order's main product (an addon or a pot), priced in pence. */
export interface CheckoutExtra {
  id: number;
  name: string;
  image: string;
  /** What the shopper pays for it, in pence. */
  price: number;
  description: string;
  /** Whether the order has it now. */
  chosen: boolean;
}

/**
 * `GET /api/checkout/{index}/addons`: what the order's main product offers, for the checkout's
 * addons section. `pots` is empty when the product takes no pot.
 */
export interface CheckoutAddonsResponse {
  addons: CheckoutExtra[];
  pots: CheckoutExtra[];
}

/** The answer of `GET /api/checkout/{index}/edit-delivery`: what the Change Delivery modal edits. */
export interface EditDeliveryResponse {
  order: CheckoutOrder;
  /** The order's main product, whose calendar the modal shows. */
  productId: number;
  /** The order's delivery now. */
  delivery: { date: IsoDate | null; methodId: string | null };
  /** Whether the main product can still be bought. */
  isAvailableProduct: boolean;
}
