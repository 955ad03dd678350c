import type { IsoDate } from './iso-date';

/**
 * London calendar dates without luxon, for code that must stay small; apart from the date
 * wording of plain-dates.ts so a page that only writes dates (the header's) does not carry them.
 */

// Made on first use: building an Intl formatter costs milliseconds a page's first script need not spend.
let londonPartsFormat: Intl.DateTimeFormat | undefined;
const londonParts = () =>
  (londonPartsFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The London calendar date of an instant, like `londonDateOf`. */
export function londonIsoDate(instant: Date): IsoDate {
  const parts = Object.fromEntries(
    londonParts()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Calendar arithmetic on an ISO date (no time zone is involved in counting days), like `addDays`. */
export function plusDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
