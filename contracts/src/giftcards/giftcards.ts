import type { IsoDate } from '../common/dates';
import { plainOrdinalDateWithYear } from '../common/plain-dates';

/** Gift card codes: 16 characters from an alphabet with no 0/O or 1/I to misread. */
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;
/** A card is valid this many years from the day it is issued. */
export const GIFT_CARD_VALID_YEARS = 2;

/**
 * A code as typed (spaces, dashes, lower case) in the form it is stored: upper case, nothing but
 * the code's characters. Answers null when what is left cannot be a code.
 */
export function normaliseGiftCardCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const ch of code) if (!GIFT_CARD_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** `ABCDEFGHJKLMNPQR` → `ABCD-EFGH-JKLM-NPQR`, as emails and the card page print it. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export const GIFT_CARD_MESSAGES = {
  notFound: "Sorry, we couldn't find a gift card with that code.",
  noBalance: 'This gift card has no balance left.',
  /** The balance moved since the card was applied (another purchase spent some of it). */
  balanceChanged:
    'The balance of this gift card has changed - please check the amount and pay again.',
  notForGiftCards: 'A gift card cannot be used to buy another gift card.',
} as const;

/** 'This gift card expired on 5th June 2026.' */
export function giftCardExpiredMessage(expiresOn: IsoDate): string {
  return `This gift card expired on ${plainOrdinalDateWithYear(expiresOn)}.`;
}

/** `GET /api/gift-card/balance/{code}`. */
export interface GiftCardBalanceParams {
  code: string;
}

/** What `/gift-card` shows: the balance left (0 once expired) and until when it can be spent. */
export interface GiftCardBalanceResponse {
  code: string;
  balance: number;
  expiresOn: IsoDate;
  expired: boolean;
  /** 'This gift card expired on …' when expired, else null. */
  message: string | null;
}

/** `GET /api/gift-card/{orderId}/{code}`: the order number must be the one that bought the card. */
export interface GiftCardPageParams {
  orderId: string;
  code: string;
}

/** The card as its recipient sees it on `/gift-card/:orderId/:code`. */
export interface GiftCardPageResponse {
  code: string;
  orderNumber: string;
  amount: number;
  balance: number;
  expiresOn: IsoDate;
  expired: boolean;
  recipientName: string;
  buyerName: string;
  message: string;
}

/** `POST /api/payment/gift-card`: the card to put towards this purchase. */
export interface ApplyGiftCardRequest {
  code: string;
}
