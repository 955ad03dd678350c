import type { DomainEvent } from '../common/event-store.types';
import type { IsoDate } from '../common/dates';

/**
 * The ledger of one gift card (`giftcard-{code}`). The balance is a fold of these events: issued
 * amount, less redemptions, plus redemptions given back when their payment failed. It can never
 * go below zero: a redemption is decided on the stream's version and appended at that version.
 */

/** A card issued for a paid gift-card order (once per order, by a checkpointed subscriber). */
export type GiftCardIssued = DomainEvent<
  'GiftCardIssued',
  {
    code: string;
    /** The order that bought it (`P` + 7 digits). */
    orderNumber: string;
    purchaseId: string;
    /** The price paid, in pence: the card's starting balance. */
    amount: number;
    issuedOn: IsoDate;
    /** Two years after issue (docs/business-rules.md "Gift cards"). */
    expiresOn: IsoDate;
    recipientName: string;
    recipientEmail: string;
    buyerName: string;
    buyerEmail: string;
    message: string;
    /** The day the email goes to the recipient. */
    sendDate: IsoDate;
  }
>;

/** Part of a purchase paid with the card. */
export type GiftCardRedeemed = DomainEvent<
  'GiftCardRedeemed',
  { paymentId: string; purchaseId: string; amount: number }
>;

/** A redemption given back because its payment did not go through. */
export type GiftCardRedemptionReversed = DomainEvent<
  'GiftCardRedemptionReversed',
  { paymentId: string; purchaseId: string; amount: number }
>;

export type GiftCardEvent = GiftCardIssued | GiftCardRedeemed | GiftCardRedemptionReversed;

export const GIFT_CARD_EVENT_TYPES: readonly GiftCardEvent['type'][] = [
  'GiftCardIssued',
  'GiftCardRedeemed',
  'GiftCardRedemptionReversed',
];

/** Stream id of a gift card's ledger. */
export const giftCardStreamId = (code: string): string => `giftcard-${code}`;
