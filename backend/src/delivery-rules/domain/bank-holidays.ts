import Holidays from 'date-holidays';
import type { IsoDate } from '@shop/contracts';
import { dayFacts } from './london-days';

// Built on first use: loading the holiday data is the costly part, and many tests never need it.
let englandAndWales: Holidays | null = null;
const publicHolidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/**
 * England and Wales public holidays of a year, including substitute days (e.g. 2026-12-28 for
 * Boxing Day on a Saturday), from the maintained `date-holidays` data rather than a hand list.
 * Memoised per year: the calendar asks about every day of a window.
 */
export function bankHolidaysOf(year: number): ReadonlySet<IsoDate> {
  let dates = publicHolidaysByYear.get(year);
  if (!dates) {
    englandAndWales ??= new Holidays('GB', 'ENG');
    dates = new Set(
      englandAndWales
        .getHolidays(year)
        // Observances (Easter Sunday, Mother's Day) are not days off.
        .filter((holiday) => holiday.type === 'public')
        // `date` is the local calendar day as 'YYYY-MM-DD hh:mm:ss'; `start` is an instant.
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    publicHolidaysByYear.set(year, dates);
  }
  return dates;
}

/** True when `date` is an England and Wales bank holiday. Throws on a malformed date. */
export function isBankHoliday(date: IsoDate): boolean {
  return bankHolidaysOf(dayFacts(date).year).has(date);
}

// Carriers do not run on these whether or not they are bank holidays that year.
const ALWAYS_CLOSED = new Set(['12-25', '12-26', '01-01']);

/** True when nothing is delivered on `date`: 25 and 26 December, 1 January, bank holidays. */
export function isClosedDay(date: IsoDate): boolean {
  return ALWAYS_CLOSED.has(dayFacts(date).monthDay) || isBankHoliday(date);
}
