import {
  addDays,
  daysBetween,
  isIsoDate,
  londonDateTimeOf,
  londonDay,
  type IsoDate,
} from '@shop/contracts';
import type { IsoWeekday } from './delivery-methods';

/*
 * contracts' London date helpers, remembered. Each of their calls asks luxon for the
 * Europe/London offset (tens of microseconds), and every calendar and basket request asks about
 * the same few dates again. What a calendar date is never changes, so a remembered answer is
 * exact; each map is emptied when it outgrows its bound. Errors (malformed dates) are not kept.
 */

const LIMIT = 10_000;

/** Remembers `compute` by key (at most 10,000 keys, then starts again). */
export function remembered<R>(compute: (key: string) => R): (key: string) => R {
  const known = new Map<string, R>();
  return (key) => {
    const hit = known.get(key);
    if (hit !== undefined) return hit;
    const value = compute(key);
    if (known.size >= LIMIT) known.clear();
    known.set(key, value);
    return value;
  };
}

export interface LondonDayFacts {
  weekday: IsoWeekday;
  year: number;
  /** `MM-dd`, for yearly closures such as Christmas Day. */
  monthDay: string;
}

/** What the calendar rules ask about a date. Throws a RangeError on a malformed date. */
export const dayFacts: (date: IsoDate) => LondonDayFacts = remembered((date) => {
  const day = londonDay(date);
  return { weekday: day.weekday as IsoWeekday, year: day.year, monthDay: day.toFormat('MM-dd') };
});

const isIso = remembered(isIsoDate);

/** `isIsoDate`, remembered (only strings of a date's length, so odd input cannot fill memory). */
export const isCalendarDate = (value: string): boolean => value.length === 10 && isIso(value);

const plus = remembered((key) => {
  const [date, days] = key.split('|');
  return addDays(date, Number(days));
});

/** `addDays`, remembered. */
export const plusDays = (date: IsoDate, days: number): IsoDate => plus(`${date}|${days}`);

const between = remembered((key) => {
  const [from, to] = key.split('|');
  return daysBetween(from, to);
});

/** `daysBetween`, remembered. */
export const daysFromTo = (from: IsoDate, to: IsoDate): number => between(`${from}|${to}`);

/** An instant read on a London wall clock. */
export interface LondonNow {
  date: IsoDate;
  /** Minutes since local midnight. */
  minuteOfDay: number;
}

let lastMinute = Number.NaN;
let lastNow: LondonNow = { date: '', minuteOfDay: 0 };

/**
 * The London date and minute of `now`. Both are the same for a whole UTC minute (the offset
 * changes on the hour), so one luxon lookup serves every request in that minute.
 */
export function londonNow(now: Date): LondonNow {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    const local = londonDateTimeOf(now);
    lastNow = { date: local.toISODate() as IsoDate, minuteOfDay: local.hour * 60 + local.minute };
    lastMinute = minute;
  }
  return lastNow;
}
