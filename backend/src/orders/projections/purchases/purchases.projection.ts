import {
  londonIsoDate,
  PENCE_PER_POINT,
  type BasketEvent,
  type CompletedOrder,
  type OrderCompleteResponse,
  type OrderEvent,
  type RecordedEvent,
} from '@shop/contracts';
import type { DocumentProjection } from '../../../platform/event-store/document-projection';

export const PURCHASES_TABLE = 'purchases';

/** A placed basket's purchase, by basket id: what `/order-complete` shows. */
export type PurchaseDocument = Omit<OrderCompleteResponse, 'orders'> & {
  /** Orders by order number, in basket order. */
  orders: CompletedOrder[];
};

/**
 * A stored document as read. Documents written before the purchase kept `pointsTotal` lack it:
 * whatever of the total neither the gift card nor the card paid was paid by points (0 for
 * purchases from before Posy Points), exactly as the checkout worked it out.
 */
export const purchaseAsRead = (stored: PurchaseDocument): PurchaseDocument => ({
  ...stored,
  pointsTotal:
    stored.pointsTotal ?? Math.max(0, stored.total - stored.giftCardTotal - stored.totalToPay),
});

type PurchaseEvent =
  | Extract<BasketEvent, { type: 'BasketPlaced' | 'QuestionnaireAnswered' }>
  | Extract<OrderEvent, { type: 'OrderPlaced' }>;

const empty = (purchaseId: string): PurchaseDocument => ({
  purchaseId,
  placedAt: '',
  customerName: '',
  customerEmail: '',
  orders: [],
  total: 0,
  giftCardTotal: 0,
  pointsTotal: 0,
  totalToPay: 0,
  questionnaireAnswered: false,
});

/**
 * The purchase of each placed basket, evolved inline from the basket's BasketPlaced and
 * QuestionnaireAnswered and its orders' OrderPlaced (all in the placing transaction).
 */
export const purchasesProjection: DocumentProjection<PurchaseDocument> = {
  name: 'purchases',
  table: PURCHASES_TABLE,
  handles: ['BasketPlaced', 'QuestionnaireAnswered', 'OrderPlaced'],
  readsMetadata: true,
  documentId(recorded) {
    const event = recorded as RecordedEvent<PurchaseEvent>;
    return event.type === 'OrderPlaced'
      ? event.data.basketId
      : event.streamId.slice('basket-'.length);
  },
  evolve(document, recorded) {
    const event = recorded as RecordedEvent<PurchaseEvent>;
    const doc = document ?? empty(event.data.purchaseId);
    switch (event.type) {
      case 'BasketPlaced': {
        const { purchaseId, total, giftCardTotal, totalToPay, pointsRedeemed } = event.data;
        return {
          ...doc,
          purchaseId,
          placedAt: event.metadata.occurredAt,
          total,
          giftCardTotal,
          pointsTotal: (pointsRedeemed ?? 0) * PENCE_PER_POINT,
          totalToPay,
        };
      }
      case 'QuestionnaireAnswered':
        return { ...doc, questionnaireAnswered: true };
      case 'OrderPlaced': {
        const { customer } = event.data;
        return {
          ...doc,
          customerName: customer.name,
          customerEmail: customer.email,
          orders: [
            ...doc.orders,
            completedOrder(event.data, londonIsoDate(new Date(event.metadata.occurredAt))),
          ],
        };
      }
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled purchase event ${JSON.stringify(unknown)}`);
      }
    }
  },
};

function completedOrder(
  data: Extract<OrderEvent, { type: 'OrderPlaced' }>['data'],
  placedOn: string,
): CompletedOrder {
  const { order, orderNumber, trackingNumber } = data;
  const main = order.orderItems[0];
  const gift = order.giftCardRecipient;
  const delivery = order.orderDelivery;
  return {
    orderNumber,
    trackingNumber,
    productName: main.product.name,
    image: main.product.image,
    isGiftCard: order.isGiftCard,
    recipientName: order.isGiftCard
      ? (gift?.recipientName ?? data.customer.name)
      : delivery.recipientName,
    postcode: order.isGiftCard ? '' : delivery.postcode,
    deliveryDate: order.isGiftCard ? null : delivery.date,
    methodName: order.isGiftCard ? '' : delivery.methodName,
    recipientEmail: order.isGiftCard ? (gift?.recipientEmail ?? data.customer.email) : null,
    // A gift card with no send date chosen goes the day it is bought.
    sendDate: order.isGiftCard ? (gift?.sendDate ?? placedOn) : null,
    total: order.total,
    status: 'placed',
  };
}
