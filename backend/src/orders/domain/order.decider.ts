import type { OrderClaimed, OrderEvent, OrderStatus, OrderStatusAdvanced } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { nextStatus, ORDER_STATUS_MESSAGES } from './order-status';

/** What deciding on a placed order needs: where it is now and whose it is. */
export interface OrderState {
  orderNumber: string;
  trackingNumber: string;
  purchaseId: string;
  basketId: string;
  isGiftCard: boolean;
  status: OrderStatus;
  /** The customer whose order it is; null for a guest's. */
  customerId: string | null;
}

export function evolveOrder(state: OrderState | null, event: OrderEvent): OrderState | null {
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderNumber, trackingNumber, purchaseId, basketId, order, customerId } = event.data;
      return {
        orderNumber,
        trackingNumber,
        purchaseId,
        basketId,
        isGiftCard: order.isGiftCard,
        status: 'placed',
        customerId: customerId ?? null,
      };
    }
    case 'OrderStatusAdvanced':
      return state && { ...state, status: event.data.status };
    case 'OrderClaimed':
      return state && { ...state, customerId: event.data.customerId };
    default: {
      const unknown: never = event;
      throw new Error(`Unhandled order event ${JSON.stringify(unknown)}`);
    }
  }
}

/** Staff move an order to its next status; gift cards (emailed) have none. */
export function decideAdvance(state: OrderState | null): OrderStatusAdvanced[] {
  if (!state) throw new DomainError(ORDER_STATUS_MESSAGES.orderNotFound, 404);
  if (state.isGiftCard) throw new DomainError(ORDER_STATUS_MESSAGES.giftCardNotTracked, 409);
  const { orderNumber, trackingNumber } = state;
  return [
    {
      type: 'OrderStatusAdvanced',
      data: { orderNumber, trackingNumber, status: nextStatus(state.status) },
    },
  ];
}

/** A guest's order becomes the new customer's; an order that is someone's already stays so. */
export function decideClaim(state: OrderState | null, customerId: string): OrderClaimed[] {
  if (!state) throw new DomainError(ORDER_STATUS_MESSAGES.orderNotFound, 404);
  if (state.customerId) throw new DomainError(ORDER_STATUS_MESSAGES.orderHasAccount, 409);
  const { orderNumber, trackingNumber, purchaseId, basketId } = state;
  return [
    {
      type: 'OrderClaimed',
      data: { orderNumber, trackingNumber, purchaseId, basketId, customerId },
    },
  ];
}
