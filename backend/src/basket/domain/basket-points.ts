import { PENCE_PER_POINT, POINTS_MESSAGES, type BasketEvent } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import type { BasketCommandOf } from './basket.commands';
import type { BasketState, OrderDecisionState } from './basket.state';

/**
 * Posy Points on a basket (docs/rules-checkout.md "Posy Points", "Validation";
 * docs/business-rules.md "Posy Points"). Pure. A customer may put towards the basket the smaller of
 * their whole points and the whole pounds of its total after the discount code; never on a basket
 * of subscriptions only or a free one. Business customers may not redeem. The claim shrinks when
 * the basket does.
 */

/** An order's total as the checkout shows it: products, card and delivery, in pence. */
function orderTotal(order: OrderDecisionState): number {
  const { product, pot, addons } = order.prices;
  const items = product.price + (pot?.price ?? 0) + addons.reduce((sum, a) => sum + a.price, 0);
  return items + order.cardPrice + order.deliveryPrice;
}

/** The basket's total after the discount code, in pence (what the checkout calls `total`). */
export function basketTotal(state: BasketState): number {
  const orders = [...state.orders.values()].reduce((sum, order) => sum + orderTotal(order), 0);
  const off = state.discount?.effect.qualifies ? state.discount.effect.total : 0;
  return Math.max(0, orders - off);
}

/** Why the basket can take no points at all, or null when it can take some. */
function refusalOf(state: BasketState): string | null {
  const orders = [...state.orders.values()];
  if (orders.length > 0 && orders.every((order) => order.isSubscription)) {
    return POINTS_MESSAGES.subscription;
  }
  if (Math.floor(basketTotal(state) / PENCE_PER_POINT) < 1) return POINTS_MESSAGES.freeOrder;
  return null;
}

/** The most points the basket can take now, whoever's they are. */
export function pointsCapOf(state: BasketState): number {
  return refusalOf(state) ? 0 : Math.floor(basketTotal(state) / PENCE_PER_POINT);
}

/** What `balance` points can take off this basket (`GET /api/checkout/posy-points/get`). */
export function redeemablePoints(state: BasketState, balance: number): number {
  return Math.max(0, Math.min(Math.floor(balance), pointsCapOf(state)));
}

/** `RedeemPoints`: the customer's whole redeemable points go on the basket, replacing a claim. */
export function redeemPoints(
  { customerId, balance, businessCustomer }: BasketCommandOf<'RedeemPoints'>['data'],
  state: BasketState,
): BasketEvent[] {
  if (businessCustomer) throw new DomainError(POINTS_MESSAGES.businessCustomer, 403);
  const refusal = refusalOf(state);
  if (refusal) throw new DomainError(refusal, 409);
  const points = redeemablePoints(state, balance);
  if (points < 1) throw new DomainError(POINTS_MESSAGES.noPoints, 409);
  if (state.points?.customerId === customerId && state.points.points === points) return [];
  return [
    { type: 'PointsRedeemed', data: { customerId, points, amount: points * PENCE_PER_POINT } },
  ];
}

/** `RemovePoints`: nothing claimed changes nothing. */
export function removePoints(state: BasketState): BasketEvent[] {
  return state.points ? [{ type: 'PointsRemoved', data: { points: state.points.points } }] : [];
}

/**
 * After a change to the basket (`after`: the state with its events), a claim larger than the
 * basket can now take shrinks to what it can (`PointsReassessed`); a growing basket never adds
 * points by itself.
 */
export function reassessPoints(after: BasketState): BasketEvent[] {
  if (!after.points) return [];
  const cap = pointsCapOf(after);
  return cap < after.points.points
    ? [{ type: 'PointsReassessed', data: { points: cap, amount: cap * PENCE_PER_POINT } }]
    : [];
}
