import {
  analyticsPaymentType,
  type AnalyticsPaymentType,
  type CheckoutOrder,
  type CheckoutOrderItem,
  type CheckoutState,
} from '@shop/contracts';
import type { Ga4EcommerceEvent } from './data-layer';

/**
 * The checkout's GA4 events (`begin_checkout`, `add_payment_info`, `purchase`) built from the
 * checkout state, in the shape the analytics feed mirrors from the basket's events: every
 * product, pot and extra of every order (cards are not items), and `value` the basket's whole
 * total in pounds, deliveries and cards included. Pure: push them with `pushGa4Event`.
 */

export interface CheckoutGa4Item {
  item_id: string;
  item_name: string;
  item_brand: string;
  /** Pounds, e.g. 34.99. */
  price: number;
  quantity: number;
}

export interface CheckoutGa4Event extends Ga4EcommerceEvent {
  event: 'begin_checkout' | 'add_payment_info' | 'purchase';
  ecommerce: {
    currency: 'GBP';
    value: number;
    transaction_id?: string;
    payment_type?: AnalyticsPaymentType;
    items: CheckoutGa4Item[];
  };
}

const pounds = (pence: number): number => Math.round(pence) / 100;
const isPot = (item: CheckoutOrderItem) => item.product.attributes.includes('Pots');

/** An order's items in the feed's order: the main product, its pot, then the extras. */
function orderItems(order: CheckoutOrder): CheckoutOrderItem[] {
  const [main, ...rest] = order.orderItems;
  if (!main) return [];
  const extras = rest.filter((item) => item.addon);
  return [main, ...extras.filter(isPot), ...extras.filter((item) => !isPot(item))];
}

function itemsOf(state: CheckoutState): CheckoutGa4Item[] {
  return state.purchase.orders.flatMap(orderItems).map((item) => ({
    item_id: String(item.product.id),
    item_name: item.product.name,
    item_brand: item.product.distributor,
    price: pounds(item.price),
    quantity: 1,
  }));
}

function checkoutEvent(
  event: CheckoutGa4Event['event'],
  state: CheckoutState,
  extra: Pick<CheckoutGa4Event['ecommerce'], 'transaction_id' | 'payment_type'> = {},
): CheckoutGa4Event {
  return {
    event,
    ecommerce: {
      currency: 'GBP',
      value: pounds(state.purchase.total),
      ...extra,
      items: itemsOf(state),
    },
  };
}

/** GA4 `begin_checkout`: the shopper opened the payment page with this basket. */
export function beginCheckoutEvent(state: CheckoutState): CheckoutGa4Event {
  return checkoutEvent('begin_checkout', state);
}

/** GA4 `add_payment_info`: the shopper pays with `paymentType` (see `checkoutPaymentType`). */
export function addPaymentInfoEvent(
  state: CheckoutState,
  paymentType: AnalyticsPaymentType,
): CheckoutGa4Event {
  return checkoutEvent('add_payment_info', state, { payment_type: paymentType });
}

/** GA4 `purchase`: the basket as paid, under the purchase id the payment answered. */
export function purchaseEvent(purchaseId: string, state: CheckoutState): CheckoutGa4Event {
  return checkoutEvent('purchase', state, { transaction_id: purchaseId });
}

/** What this basket is paid with: its points, its gift card, the card (as the feed says it). */
export function checkoutPaymentType(state: CheckoutState): AnalyticsPaymentType {
  return analyticsPaymentType({
    points: state.pointsRedeemed > 0,
    giftCard: state.purchase.giftCardTotal > 0,
    card: state.purchase.totalToPay > 0,
  });
}
