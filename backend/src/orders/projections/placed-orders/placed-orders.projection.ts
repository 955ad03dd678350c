import {
  ORDER_EVENT_TYPES,
  type OrderEvent,
  type OrderPlaced,
  type OrderStatus,
  type RecordedEvent,
} from '@shop/contracts';
import type { DocumentProjection } from '../../../platform/event-store/document-projection';
import type { StatusHistory } from '../../domain/order-status';

export const PLACED_ORDERS_TABLE = 'placed_orders';

/** A placed order as tracking and the customer's order pages read it, by tracking number. */
export interface PlacedOrderDocument {
  orderNumber: string;
  trackingNumber: string;
  purchaseId: string;
  basketId: string;
  order: OrderPlaced['data']['order'];
  status: OrderStatus;
  history: StatusHistory;
  /** Whose order it is (the customer who paid, or who made an account from it); null: a guest's. */
  customerId?: string | null;
  /** The discount code that took something off this order, if any. */
  discountCode?: string | null;
}

/** Placed orders and how far each has got, evolved inline from the order streams. */
export const placedOrdersProjection: DocumentProjection<PlacedOrderDocument> = {
  name: 'placed-orders',
  table: PLACED_ORDERS_TABLE,
  handles: ORDER_EVENT_TYPES,
  readsMetadata: true,
  documentId: (event) => (event as RecordedEvent<OrderEvent>).data.trackingNumber,
  evolve(document, recorded) {
    const event = recorded as RecordedEvent<OrderEvent>;
    const at = event.metadata.occurredAt;
    switch (event.type) {
      case 'OrderPlaced': {
        const { orderNumber, trackingNumber, purchaseId, basketId, order } = event.data;
        return {
          orderNumber,
          trackingNumber,
          purchaseId,
          basketId,
          order,
          status: 'placed',
          history: [{ status: 'placed', at }],
          customerId: event.data.customerId ?? null,
          discountCode: event.data.discount?.code ?? null,
        };
      }
      case 'OrderClaimed':
        return document && { ...document, customerId: event.data.customerId };
      case 'OrderStatusAdvanced': {
        if (!document) return null;
        const { status } = event.data;
        return { ...document, status, history: [...document.history, { status, at }] };
      }
      default: {
        const unknown: never = event;
        throw new Error(`Unhandled order event ${JSON.stringify(unknown)}`);
      }
    }
  },
};
