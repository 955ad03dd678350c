import type { DomainEvent } from '../common/event-store.types';
import type { CheckoutCustomer, CheckoutOrder } from '../basket/checkout';

/**
 * An order's own stream (`order-{orderNumber}`): one per basket order, written when the basket
 * is paid for, in the same transaction as the basket's `BasketPlaced`. The order keeps the full
 * snapshot of what was bought, as the checkout state showed it: never re-priced.
 */

/** Where an order is on its way to the recipient, in order. */
export const ORDER_STATUSES = ['placed', 'with-florist', 'out-for-delivery', 'delivered'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The tracking page's words for each status. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Order placed',
  'with-florist': 'With the florist',
  'out-for-delivery': 'Out for delivery',
  delivered: 'Delivered',
};

export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    /** `P` + 7 digits: what the shopper quotes on the phone. */
    orderNumber: string;
    trackingNumber: string;
    /** All orders paid together share it (and it is the events' correlation id). */
    purchaseId: string;
    /** The basket the order came from (its stream is `basket-{basketId}`). */
    basketId: string;
    /** The order's id inside that basket. */
    orderId: string;
    order: CheckoutOrder;
    customer: CheckoutCustomer;
    /**
     * The basket's discount code and what it took off this order (its items carry the detail);
     * null without one, absent on orders placed before discount codes.
     */
    discount?: { code: string; pence: number } | null;
    /** Who sent the shopper (`aff`, `awc`), for commission reports; null when nobody. */
    affiliate?: { affiliateId: string | null; affiliateWindowId: string | null } | null;
    /**
     * The signed-in customer who paid (their order history shows it); null for a guest, and
     * absent on orders placed before it was recorded (guests' as far as accounts go).
     */
    customerId?: string | null;
  }
>;

/** Staff moved the order on (`npm run order:advance -- ORDER_NUMBER`). */
export type OrderStatusAdvanced = DomainEvent<
  'OrderStatusAdvanced',
  { orderNumber: string; trackingNumber: string; status: OrderStatus }
>;

/**
 * A guest's order became a customer's: the buyer followed the order confirmation email's
 * 'Create an account' link (`/sign-up-account/...`). Appended to every order of the purchase in
 * the transaction that creates the customer.
 */
export type OrderClaimed = DomainEvent<
  'OrderClaimed',
  {
    orderNumber: string;
    trackingNumber: string;
    purchaseId: string;
    basketId: string;
    customerId: string;
  }
>;

export type OrderEvent = OrderPlaced | OrderStatusAdvanced | OrderClaimed;

export const ORDER_EVENT_TYPES: readonly OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderStatusAdvanced',
  'OrderClaimed',
];

/** Stream id of a placed order. */
export const orderStreamId = (orderNumber: string): string => `order-${orderNumber}`;

/** `P1234567`. */
export const ORDER_NUMBER_FORMAT = /^P\d{7}$/;
