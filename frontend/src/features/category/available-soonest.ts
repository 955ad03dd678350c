import { londonIsoDate, plusDays, type IsoDate } from '@shop/contracts';

/**
 * The delivery date 'Available Soonest' asks for: tomorrow as a London calendar day, whatever the
 * shopper's own clock zone (docs/rules-storefront.md "Category page state", "Constants").
 */
export function availableSoonestDate(now: Date): IsoDate {
  return plusDays(londonIsoDate(now), 1);
}
