import type { IsoDate } from './iso-date';

/**
 * Date helpers without luxon, for code that must stay small (the storefront's first load).
 * Built on the platform's Intl time-zone data; the luxon helpers in `dates.ts` remain the
 * reference and the tests hold the two to the same answers.
 */

/** English month names, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English weekday names, Sunday first (as `Date#getUTCDay` counts). */
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** True when `value` is a real calendar date written `YYYY-MM-DD`, like `isIsoDate`. */
export function isPlainIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return (
    utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day
  );
}

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd, 31st. */
export function ordinal(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Not a day number: ${n}`);
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** `2026-06-05` → `5th June`, like `formatOrdinalDate`. */
export function plainOrdinalDate(date: IsoDate): string {
  const [, month, day] = date.split('-').map(Number);
  return `${ordinal(day)} ${MONTH_NAMES[month - 1]}`;
}

/** `2026-06-05` → `Friday 5th June`, like `formatWeekdayOrdinalDate`. */
export function plainWeekdayOrdinalDate(date: IsoDate): string {
  const [year, month, day] = date.split('-').map(Number);
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return `${WEEKDAY_NAMES[utc.getUTCDay()]} ${plainOrdinalDate(date)}`;
}

/** `2028-06-05` → `5th June 2028`: a date with its year (expiry dates, a card's validity). */
export function plainOrdinalDateWithYear(date: IsoDate): string {
  return `${plainOrdinalDate(date)} ${date.slice(0, 4)}`;
}
