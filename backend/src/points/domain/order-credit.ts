import { REFERRAL_BONUS_POINTS, type OrderPlaced, type PointsEvent } from '@shop/contracts';
import { isPaidOrder, pointsEarnedBy } from './points-earned';
import { decide, evolve, type PointsState } from './points.ledger';

/** An order that became a customer's: placed while signed in, or claimed later. */
export interface CreditedOrder {
  customerId: string;
  placed: Pick<OrderPlaced['data'], 'orderNumber' | 'purchaseId' | 'basketId' | 'order'>;
  /** Who referred the customer (their `CustomerSignedUp`'s `referredBy`), or null. */
  referredBy: string | null;
}

/** What crediting one order appends: to the customer's ledger and the referrer's. */
export interface OrderCreditEvents {
  customer: PointsEvent[];
  referrer: PointsEvent[];
}

/**
 * Decides what an order a customer paid for credits: its products' points, once per order; and,
 * when a friend they were referred by exists and this is a paid order, the referral bonus to both
 * sides, once ever per friend (the first paid order to reach the ledger pays it).
 */
export function creditOrder(
  { customerId, placed, referredBy }: CreditedOrder,
  ledger: PointsState,
  referrerLedger: PointsState | null,
): OrderCreditEvents {
  const earned = decide(
    {
      type: 'Earn',
      data: {
        orderNumber: placed.orderNumber,
        purchaseId: placed.purchaseId,
        basketId: placed.basketId,
        points: pointsEarnedBy(placed.order),
      },
    },
    ledger,
  );
  if (!referredBy || referredBy === customerId || !referrerLedger || !isPaidOrder(placed.order)) {
    return { customer: earned, referrer: [] };
  }
  const bonus = {
    type: 'GrantReferral' as const,
    data: {
      referrerCustomerId: referredBy,
      friendCustomerId: customerId,
      purchaseId: placed.purchaseId,
      points: REFERRAL_BONUS_POINTS,
    },
  };
  return {
    customer: [...earned, ...decide(bonus, earned.reduce(evolve, ledger))],
    referrer: decide(bonus, referrerLedger),
  };
}
