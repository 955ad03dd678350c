import type { IsoDate } from '@shop/contracts';
import type { StreamAppend } from '../../platform/event-store/event-store.types';

/** A gift card's balance as payment sees it. */
export interface GiftCardFunds {
  code: string;
  balance: number;
  expiresOn: IsoDate;
  expired: boolean;
}

export interface GiftCardRedemption {
  paymentId: string;
  purchaseId: string;
  amount: number;
}

/**
 * What paying needs of the gift card ledger (the `giftcards` module provides it). Taking from a
 * card and giving back are answered as appends to the card's stream at the version read, which
 * payment writes in the SAME transaction as the basket's PaymentStarted / PaymentDeclined: a
 * crash can never leave a card charged for a payment that was not taken, and two purchases
 * racing on one card cannot both spend its balance (the second append finds a newer version).
 */
export interface GiftCardWallet {
  /** `code` as typed (spaces, dashes, any case); throws DomainError 404 'Sorry, we couldn't find a gift card with that code.' */
  fundsOf(code: string): Promise<GiftCardFunds>;
  /** The append that takes `amount`; throws DomainError in the shopper's words when it cannot. */
  redemption(code: string, redemption: GiftCardRedemption): Promise<StreamAppend>;
  /** The append that gives a redemption back; null when there is nothing to give back. */
  reversal(code: string, redemption: GiftCardRedemption): Promise<StreamAppend | null>;
}

export const GIFT_CARD_WALLET = Symbol('GiftCardWallet');
