import {
  PENCE_PER_POINT,
  POINTS_MESSAGES,
  formatPence,
  type CheckoutState,
  type PointsLedgerEntry,
} from '@shop/contracts';
import { errorText } from '../../api/error-text';

/** `1 point`, `5 points`. */
export const pointsCount = (points: number): string =>
  `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`;

/** What points take off: `£5.00`. */
export const pointsValue = (points: number): string => formatPence(points * PENCE_PER_POINT);

/**
 * Why this basket can take no points whatever the customer has (docs/rules-checkout.md
 * "Validation", "Messages"): every order is a subscription, or the purchase costs nothing. Points
 * claimed always leave Remove reachable.
 */
export function basketNotice(state: CheckoutState): string | null {
  const { orders, total } = state.purchase;
  if (orders.length > 0 && orders.every((order) => order.subscription)) {
    return POINTS_MESSAGES.subscription;
  }
  if (state.pointsRedeemed === 0 && total <= 0) return POINTS_MESSAGES.freeOrder;
  return null;
}

/** The refusals the shop words itself (a subscription, a free order, no points, signed out…). */
const SHOP_WORDS = new Set<string>(Object.values(POINTS_MESSAGES));

/**
 * What a failed points call says: the shop's own refusal when it gave one of its points messages,
 * otherwise the points failure of docs/rules-checkout.md "Request errors".
 */
export function pointsFailureText(error: unknown): string {
  const said = errorText(error);
  return SHOP_WORDS.has(said) ? said : POINTS_MESSAGES.failure;
}

/** What one line of the points history was, in plain words. */
export function ledgerEntryWords(entry: PointsLedgerEntry): string {
  switch (entry.kind) {
    case 'earned':
      return entry.reference ? `Earned on order ${entry.reference}` : 'Earned on an order';
    case 'spent':
      return 'Spent on a purchase';
    case 'returned':
      return 'Given back';
    case 'reversed':
      return 'Taken back (refund)';
    case 'referral':
      return 'Refer-a-friend bonus';
    default: {
      const unknown: never = entry.kind;
      return unknown;
    }
  }
}

/** Points with their sign: `+5`, `−3` (a minus sign, read as "minus"). */
export const signedPoints = (points: number): string => (points < 0 ? `−${-points}` : `+${points}`);
