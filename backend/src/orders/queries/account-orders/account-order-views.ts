import {
  londonIsoDate,
  trackingPath,
  type AccountOrderDetails,
  type AccountOrderItem,
  type AccountOrderSummary,
  type CheckoutOrderItem,
} from '@shop/contracts';
import { timelineOf } from '../../domain/order-status';
import type { PlacedOrderDocument } from '../../projections/placed-orders/placed-orders.projection';
import type { PurchaseDocument } from '../../projections/purchases/purchases.projection';

/** The buyer as the purchase recorded them: a gift card with no recipient goes to them. */
type Buyer = Pick<PurchaseDocument, 'customerName' | 'customerEmail'>;

const placedAtOf = (placed: PlacedOrderDocument): string => placed.history[0].at;

/** One order as the customer's order history lists it. */
export function orderSummaryOf(placed: PlacedOrderDocument, buyer: Buyer): AccountOrderSummary {
  const { order } = placed;
  const main = order.orderItems[0];
  const gift = order.giftCardRecipient;
  const delivery = order.orderDelivery;
  const placedAt = placedAtOf(placed);
  return {
    orderNumber: placed.orderNumber,
    trackingNumber: placed.trackingNumber,
    postcode: order.isGiftCard ? '' : delivery.postcode,
    placedAt,
    productName: main.product.name,
    image: main.product.image,
    isGiftCard: order.isGiftCard,
    recipientName: order.isGiftCard
      ? gift?.recipientName || buyer.customerName
      : delivery.recipientName,
    deliveryDate: order.isGiftCard ? null : delivery.date,
    // A gift card with no send date chosen went the day it was bought.
    sendDate: order.isGiftCard ? (gift?.sendDate ?? londonIsoDate(new Date(placedAt))) : null,
    total: order.total,
    status: placed.status,
    trackingPath: order.isGiftCard ? null : trackingPath(delivery.postcode, placed.trackingNumber),
  };
}

/** Items stored before discount codes have no `discountedPrice`: their price stands. */
const paidFor = (item: CheckoutOrderItem): number => item.discountedPrice ?? item.price;

function itemOf(item: CheckoutOrderItem): AccountOrderItem {
  return {
    name: item.product.name,
    image: item.product.image,
    price: paidFor(item),
    priceBeforeDiscount: item.discountAmount > 0 ? item.price : null,
    kind: item.card ? 'card' : item.addon ? 'addon' : 'product',
  };
}

/** One of the customer's orders in full, with the purchase it was paid in. */
export function orderDetailsOf(
  placed: PlacedOrderDocument,
  purchase: PurchaseDocument,
): AccountOrderDetails {
  const { order } = placed;
  const delivery = order.orderDelivery;
  const gift = order.giftCardRecipient;
  const summary = orderSummaryOf(placed, purchase);
  const message = order.orderItems.find((item) => item.message.trim() !== '')?.message ?? null;
  return {
    ...summary,
    items: order.orderItems.map(itemOf),
    cardMessage: message,
    address: order.isGiftCard
      ? null
      : {
          recipientName: delivery.recipientName,
          addressLine1: delivery.addressLine1,
          addressLine2: delivery.addressLine2,
          addressLine3: delivery.addressLine3,
          town: delivery.town,
          postcode: delivery.postcode,
        },
    delivery: order.isGiftCard
      ? null
      : { methodName: delivery.methodName, date: delivery.date, price: delivery.price },
    giftCardRecipient: order.isGiftCard
      ? {
          name: summary.recipientName,
          email: gift?.recipientEmail || purchase.customerEmail,
          sendDate: summary.sendDate,
        }
      : null,
    prices: {
      subtotal: order.subtotal,
      delivery: order.isGiftCard ? 0 : delivery.price,
      discount: Math.max(0, order.originalPrice - order.total),
      total: order.total,
    },
    discountCode: placed.discountCode ?? null,
    payment: {
      orderNumbers: purchase.orders.map((each) => each.orderNumber),
      purchaseTotal: purchase.total,
      paidByGiftCard: purchase.giftCardTotal,
      paidByPoints: purchase.pointsTotal,
      paidByCard: purchase.totalToPay,
    },
    timeline: order.isGiftCard ? [] : timelineOf(placed.history),
  };
}
