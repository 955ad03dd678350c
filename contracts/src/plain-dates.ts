import type { IsoDate } from './dates';

/**
 * Date helpers without luxon, for code that must stay small (the storefront's first load).
 * Built on the platform's Intl time-zone data; the luxon helpers in `dates.ts` remain the
 * reference and the tests hold the two to the same answers.
 */

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The London calendar date of an instant, like `londonDateOf`. */
export function londonIsoDate(instant: Date): IsoDate {
  const parts = Object.fromEntries(
    londonParts.formatToParts(instant).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Calendar arithmetic on an ISO date (no time zone is involved in counting days), like `addDays`. */
export function plusDays(date: IsoDate, days: number): IsoDate {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
