/**
 * Posy Points (docs/rules-checkout.md "Shoppers", "Points response", "Posy Points", "Validation",
 * "Posy Points notices"; docs/business-rules.md "Posy Points"): 1 point = £1 off; what a basket may
 * redeem is the smaller of the customer's whole points and the whole pounds of its total after
 * discounts.
 */

/** `GET /api/checkout/posy-points/get`: the customer's points and what this basket may take. */
export interface PointsResponse {
  total: number;
  redeemable: number;
}

/** Pence one point takes off. */
export const PENCE_PER_POINT = 100;

/** Points each side of a referral gets once the friend's first order is paid. */
export const REFERRAL_BONUS_POINTS = 5;

/**
 * docs/rules-checkout.md "Messages" word for word (the ™ and the hyphen are the spec's), and the
 * refusals' words.
 */
export const POINTS_MESSAGES = {
  failure:
    'Oops! Something went wrong when redeeming your Posy Points™ - please refresh the page and try again.',
  subscription: 'You cannot redeem Posy Points™ on a subscription.',
  freeOrder: 'You cannot redeem Posy Points™ on a free order.',
  noPoints: 'You do not have any Posy Points™ to redeem.',
  signInRequired: 'Please sign in to redeem your Posy Points™.',
  businessCustomer: 'Posy Points™ cannot be redeemed on a business account.',
} as const;

/** One line of a customer's points history, as the account home shows it. */
export interface PointsLedgerEntry {
  /** ISO 8601 UTC instant. */
  at: string;
  kind: 'earned' | 'spent' | 'returned' | 'reversed' | 'referral';
  /** Positive when credited, negative when taken. */
  points: number;
  /** The order number (earned, reversed) or purchase it concerns, when there is one. */
  reference: string | null;
}

/** `GET /api/account/points`: the signed-in customer's balance and history, newest first. */
export interface PointsLedger {
  balance: number;
  entries: PointsLedgerEntry[];
}
