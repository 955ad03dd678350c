import type { OrderEvent, OrderStatus, OrderStatusAdvanced } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import { nextStatus, ORDER_STATUS_MESSAGES } from './order-status';

/** What deciding on a placed order needs: where it is now. */
export interface OrderState {
  orderNumber: string;
  trackingNumber: string;
  isGiftCard: boolean;
  status: OrderStatus;
}

export function evolveOrder(state: OrderState | null, event: OrderEvent): OrderState | null {
  switch (event.type) {
    case 'OrderPlaced': {
      const { orderNumber, trackingNumber, order } = event.data;
      return { orderNumber, trackingNumber, isGiftCard: order.isGiftCard, status: 'placed' };
    }
    case 'OrderStatusAdvanced':
      return state && { ...state, status: event.data.status };
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
