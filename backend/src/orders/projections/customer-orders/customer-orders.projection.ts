import type { OrderClaimed, OrderPlaced, RecordedEvent } from '@shop/contracts';
import type { DocumentProjection } from '../../../platform/event-store/document-projection';

export const CUSTOMER_ORDERS_TABLE = 'customer_orders';

/** A customer's orders, by customer id: what their order history lists. */
export interface CustomerOrdersDocument {
  customerId: string;
  /** In the order they became the customer's (the log's); `basketId` finds the purchase. */
  orders: { orderNumber: string; trackingNumber: string; basketId: string }[];
}

type OwnershipEvent = OrderPlaced | OrderClaimed;

/**
 * Which orders are whose, evolved inline from the order streams: an order paid for by a
 * signed-in customer (OrderPlaced's `customerId`) and a guest's order made into an account
 * (OrderClaimed). A guest's OrderPlaced changes no document.
 */
export const customerOrdersProjection: DocumentProjection<CustomerOrdersDocument> = {
  name: 'customer-orders',
  table: CUSTOMER_ORDERS_TABLE,
  handles: ['OrderPlaced', 'OrderClaimed'],
  readsMetadata: false,
  documentId: (recorded) => (recorded as RecordedEvent<OwnershipEvent>).data.customerId ?? null,
  evolve(document, recorded) {
    const { data } = recorded as RecordedEvent<OwnershipEvent>;
    const customerId = data.customerId as string;
    const doc = document ?? { customerId, orders: [] };
    if (doc.orders.some((order) => order.orderNumber === data.orderNumber)) return doc;
    const { orderNumber, trackingNumber, basketId } = data;
    return { ...doc, orders: [...doc.orders, { orderNumber, trackingNumber, basketId }] };
  },
};
