import type { PointsEarned, PointsSpent, ReferralBonus } from '@shop/contracts';

/**
 * The commands a customer's Posy Points ledger takes (`decide` turns them into events, nothing
 * when already done, or a refusal). Read one with `PointsCommandOf<'Spend'>`.
 */
export type PointsCommand =
  /** Credit a paid order's points; once per order number. */
  | { type: 'Earn'; data: PointsEarned['data'] }
  /**
   * Take `points` for a payment attempt as it starts (1 point = £1 off the purchase);
   * `paymentId` names the attempt, so a retry of it takes nothing twice.
   */
  | { type: 'Spend'; data: PointsSpent['data'] }
  /** Give back what a payment attempt took, because the payment did not go through. */
  | { type: 'Return'; data: { paymentId: string } }
  /** Take back what a refunded order earned, once, never below zero. */
  | { type: 'Reverse'; data: { orderNumber: string; reason: string } }
  /** Refer-a-friend: the bonus of one referral, once per referrer and friend on each ledger. */
  | { type: 'GrantReferral'; data: ReferralBonus['data'] };

export type PointsCommandOf<T extends PointsCommand['type']> = Extract<PointsCommand, { type: T }>;
