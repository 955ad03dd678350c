/**
 * Discount codes (docs/rules-checkout.md "Discount state", "Discount", "Calls";
 * docs/business-rules.md "Discount codes and affiliates"): one code per basket, taken off products
 * only (never delivery, gift cards or Posy Points).
 */

/** How a message about a code is shown: success, an advisory warning, or an error. */
export type DiscountMessageStatus = 'success' | 'warning' | 'error';

export interface DiscountMessage {
  status: DiscountMessageStatus;
  message: string;
  /** False for a code the shop does not show the shopper (`TEAMGIFT`). */
  isCodeVisible: boolean;
  /** A code the shopper may apply instead (clickable in the storefront); null when none. */
  fallbackCode: string | null;
}

/** `GET /api/discount/get`, `POST /api/discount/apply`, `GET /api/discount/remove`, `POST /api/affiliate`. */
export interface DiscountState {
  /** The code on the basket, as typed in upper case; null when none. */
  code: string | null;
  messages: DiscountMessage[];
}

/**
 * The body of `POST /api/discount/apply`: the code as a bare JSON string (`"WELCOME10"`),
 * any case, any spaces.
 * @maxLength 200
 */
export type DiscountCodeBody = string;

/** `POST /api/affiliate`. */
export interface AffiliateRequest {
  /** The `aff` parameter the shopper arrived with, e.g. `newbox15`. */
  affiliateId: string;
}

/** `POST /api/user-session/tracking`: who sent the shopper, for commission. */
export interface TrackingRequest {
  affiliateWindowId?: string | null;
  affiliateId?: string | null;
}

/** What a code takes off, as recorded when applied: the rule is resolved against the basket. */
export interface DiscountRule {
  /** Percent off each eligible item (10 → 10%), or null for an amount off. */
  percentOff: number | null;
  /** Pence off the eligible items together, or null for a percentage. */
  amountOff: number | null;
  /** Which items it takes off: every product, or hampers only. */
  scope: 'products' | 'hampers';
  /** The basket's products must come to at least this many pence. */
  minimumSpend: number;
  /** Said (a warning) while the basket does not qualify: 'Spend £20 or more to use WELCOME10.' */
  requirementMessage: string;
}

/** One item a code takes pence off. */
export interface DiscountLine {
  orderId: string;
  /** The main product, its pot, or one of its extras (by product id). */
  item: 'product' | 'pot' | 'addon';
  productId: number;
  pence: number;
}

/** A code resolved against the basket: which items, how much off each; all zero when it does not qualify. */
export interface DiscountEffect {
  qualifies: boolean;
  lines: DiscountLine[];
  /** Pence off in all. */
  total: number;
}

export const DISCOUNT_MESSAGES = {
  unknownCode: "Sorry, we don't recognise that discount code.",
  expired: 'This code has expired.',
  notYetValid: 'This code cannot be used yet.',
  usedUp: 'Sorry, this discount code is no longer available.',
  alreadyUsed: 'You have already used this discount code.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  businessCustomer: 'Discount codes cannot be used on business accounts.',
  emptyCode: 'Please enter a discount code.',
  codeTooLong: 'A discount code is at most 40 characters.',
  notACode: 'Send the discount code as a JSON string, for example "WELCOME10".',
  hiddenApplied: 'Your discount has been applied...',
  unknownAffiliate: "Sorry, we couldn't find that offer.",
  noTracking: 'Send an affiliateWindowId or an affiliateId.',
  removedBeforePayment:
    'It has been taken off your order: please check the new total before you pay.',
} as const;

/** The longest code accepted (after whitespace is taken out). */
export const MAX_DISCOUNT_CODE_LENGTH = 40;

/** The success message (docs/rules-checkout.md "Discount and affiliate banners"). */
export function discountAppliedMessage(code: string, isCodeVisible: boolean): string {
  return isCodeVisible
    ? `Discount code ${code} has been applied and will be shown at checkout.`
    : DISCOUNT_MESSAGES.hiddenApplied;
}

/** A code as typed, as the shop reads it: every whitespace character out, upper case. */
export function normaliseDiscountCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}
