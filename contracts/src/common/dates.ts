import { DateTime } from 'luxon';
import type { IsoDate } from './iso-date';
import { ordinal } from './plain-dates';

/** Every business date is a calendar day in this zone (docs/rules-checkout.md "Constants"). */
export const SHOP_ZONE = 'Europe/London';

export type { IsoDate };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True when `value` is a real calendar date written `YYYY-MM-DD` (so `2026-02-30` is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  return (
    typeof value === 'string' &&
    ISO_DATE.test(value) &&
    DateTime.fromISO(value, { zone: SHOP_ZONE }).isValid
  );
}

/** The start of a calendar day in London. Throws on a malformed date. */
export function londonDay(date: IsoDate): DateTime {
  if (!isIsoDate(date)) throw new RangeError(`Not an ISO date: ${String(date)}`);
  return DateTime.fromISO(date, { zone: SHOP_ZONE }).startOf('day');
}

/** The London calendar date of an instant: `2026-06-04T23:30:00Z` → `2026-06-05` (BST). */
export function londonDateOf(instant: Date): IsoDate {
  return DateTime.fromJSDate(instant, { zone: SHOP_ZONE }).toISODate() as IsoDate;
}

/** The instant as a luxon DateTime in London, for cut-off comparisons. */
export function londonDateTimeOf(instant: Date): DateTime {
  return DateTime.fromJSDate(instant, { zone: SHOP_ZONE });
}

/** Calendar arithmetic in London; a day is a day even across the BST/GMT changeover. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return londonDay(date).plus({ days }).toISODate() as IsoDate;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round(londonDay(to).diff(londonDay(from), 'days').days);
}

/** The spec's date form `5th June` (docs/rules-checkout.md "Delivery date picker"). */
export function formatOrdinalDate(date: IsoDate): string {
  const day = londonDay(date);
  return `${ordinal(day.day)} ${day.setLocale('en-GB').toFormat('LLLL')}`;
}

/** `Friday 5th June`, for headings and summaries. */
export function formatWeekdayOrdinalDate(date: IsoDate): string {
  const day = londonDay(date).setLocale('en-GB');
  return `${day.toFormat('cccc')} ${formatOrdinalDate(date)}`;
}
