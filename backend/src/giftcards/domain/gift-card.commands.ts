import type { GiftCardIssued, IsoDate } from '@shop/contracts';

/**
 * The commands the gift card ledger takes (`decide` turns them into events or refuses them).
 * Read one with `GiftCardCommandOf<'Redeem'>`.
 */
export type GiftCardCommand =
  /** Open the ledger of a card bought with a paid gift-card order. */
  | { type: 'Issue'; data: GiftCardIssued['data'] }
  /**
   * Pay `amount` pence of a purchase with the card. `paymentId` names the payment attempt, so a
   * retry of the same attempt takes nothing twice; `today` is the London date of the payment.
   */
  | {
      type: 'Redeem';
      data: { paymentId: string; purchaseId: string; amount: number; today: IsoDate };
    }
  /** Give back what a payment attempt took, because the payment did not go through. */
  | { type: 'ReverseRedemption'; data: { paymentId: string } };

export type GiftCardCommandOf<T extends GiftCardCommand['type']> = Extract<
  GiftCardCommand,
  { type: T }
>;
