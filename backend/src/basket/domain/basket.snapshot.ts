import type { BasketState, OrderDecisionState } from './basket.state';

/**
 * The name snapshots of the basket's decision state are stored under. Change the version when
 * `BasketState` changes shape: old snapshots are then ignored and rewritten on the next command.
 */
export const BASKET_SNAPSHOT = 'basket-decider-v4';

/** `BasketState` as JSON can carry it (its Map and Set become arrays, order kept). */
export interface BasketSnapshot {
  orders: OrderDecisionState[];
  usedOrderIds: string[];
  customer: BasketState['customer'];
  checkoutBegun: boolean;
  giftCardCode: string | null;
  payment: BasketState['payment'];
  placed: BasketState['placed'];
  discount: BasketState['discount'];
  affiliate: BasketState['affiliate'];
  points: BasketState['points'];
}

export function toSnapshot(state: BasketState): BasketSnapshot {
  return {
    orders: [...state.orders.values()],
    usedOrderIds: [...state.usedOrderIds],
    customer: state.customer,
    checkoutBegun: state.checkoutBegun,
    giftCardCode: state.giftCardCode,
    payment: state.payment,
    placed: state.placed,
    discount: state.discount,
    affiliate: state.affiliate,
    points: state.points,
  };
}

/** The state a snapshot taken at stream version `version` holds. */
export function fromSnapshot(snapshot: BasketSnapshot, version: number): BasketState {
  return {
    version,
    orders: new Map(snapshot.orders.map((order) => [order.orderId, order])),
    usedOrderIds: new Set(snapshot.usedOrderIds),
    customer: snapshot.customer,
    checkoutBegun: snapshot.checkoutBegun,
    giftCardCode: snapshot.giftCardCode,
    // Snapshots taken before the payer was recorded lack it: a guest's, as it was then.
    payment: snapshot.payment && {
      ...snapshot.payment,
      customerId: snapshot.payment.customerId ?? null,
      points: snapshot.payment.points ?? 0,
    },
    placed: snapshot.placed,
    discount: snapshot.discount,
    affiliate: snapshot.affiliate,
    points: snapshot.points,
  };
}
