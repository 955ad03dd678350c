import {
  ACCOUNT_ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type TrackingStep,
} from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';

export const ORDER_STATUS_MESSAGES = {
  alreadyDelivered: 'This order has already been delivered.',
  giftCardNotTracked: 'Gift cards are emailed, so they have no delivery to track.',
  orderNotFound: "Sorry, we couldn't find that order.",
  orderHasAccount: ACCOUNT_ORDER_MESSAGES.orderHasAccount,
} as const;

/** When an order reached each status so far, in order. */
export type StatusHistory = readonly { status: OrderStatus; at: string }[];

/** The status after `current`; refuses once delivered. */
export function nextStatus(current: OrderStatus): OrderStatus {
  const next = ORDER_STATUSES[ORDER_STATUSES.indexOf(current) + 1];
  if (!next) throw new DomainError(ORDER_STATUS_MESSAGES.alreadyDelivered, 409);
  return next;
}

/** Every status in order, marked reached (with when) or not yet: the tracking page's timeline. */
export function timelineOf(history: StatusHistory): TrackingStep[] {
  return ORDER_STATUSES.map((status) => {
    const reached = history.find((step) => step.status === status);
    return {
      status,
      label: ORDER_STATUS_LABELS[status],
      reached: reached !== undefined,
      at: reached?.at ?? null,
    };
  });
}
