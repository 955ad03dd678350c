import { GIFT_CARD_VALID_YEARS, londonDay, type IsoDate } from '@shop/contracts';

/**
 * The last day a card issued on `issuedOn` can be spent: the same London date
 * GIFT_CARD_VALID_YEARS years on (a card issued on 29 February runs to 28 February).
 */
export function giftCardExpiresOn(issuedOn: IsoDate): IsoDate {
  return londonDay(issuedOn).plus({ years: GIFT_CARD_VALID_YEARS }).toISODate() as IsoDate;
}

/** Expired once `today` is after the card's last day. */
export const isExpired = (expiresOn: IsoDate, today: IsoDate): boolean => today > expiresOn;
