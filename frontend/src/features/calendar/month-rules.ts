import type { CalendarDayResponse, IsoDate } from '@shop/contracts';
import { MONTH_NAMES, plusDays } from '@shop/contracts';
import { COMPACT_STEP, hasNoAvailableDay, MAX_COMPACT_STEPS } from './calendar-rules';

/**
 * Month calendar constant (docs/rules-checkout.md "Calendar", "Constants"): a search looks at up to
 * 7 months.
 */
export const MAX_MONTHS_SEARCHED = 7;

/** Six Monday-to-Sunday weeks: every month fits, so changing month never moves the page. */
export const GRID_WEEKS = 6;

/** A calendar month written `YYYY-MM`; months compare correctly as strings. */
export type MonthKey = string;

/** One cell of the month grid: a day of the month, or null for padding. */
export type MonthCell = CalendarDayResponse | null;

/** What month mode shows, and how far Next may go. */
export interface MonthView {
  /** The month on screen. */
  shown: MonthKey;
  /** Set when a search ran out: the last month found with an available day. Next stops there. */
  lastMonth: MonthKey | null;
}

/** One look-ahead: the first month to look at, and where to go back to if none has a day. */
export interface MonthSearch {
  from: MonthKey;
  resetTo: MonthKey;
}

export function monthOf(date: IsoDate): MonthKey {
  return date.slice(0, 7);
}

export function addMonths(month: MonthKey, count: number): MonthKey {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + number - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * What month mode asks the calendar for: month start to month end (docs/rules-checkout.md "Calls").
 */
export function monthWindow(month: MonthKey): { start: IsoDate; end: IsoDate } {
  const [year, number] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** `2026-06` → `June 2026`. */
export function monthTitle(month: MonthKey): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayIndex(date: IsoDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

/**
 * The month as {@link GRID_WEEKS} Monday-to-Sunday weeks. Each date of the month sits in its
 * weekday column as the answer gave it (a date the answer lacks is an unavailable day); every
 * other cell, the answer's isDummy padding included, is null and shows empty.
 */
export function monthGrid(month: MonthKey, days: readonly CalendarDayResponse[]): MonthCell[][] {
  const { start, end } = monthWindow(month);
  const byDate = new Map(days.filter((d) => !d.isDummy).map((d) => [d.date, d]));
  const cells: MonthCell[] = Array.from({ length: weekdayIndex(start) }, () => null);
  for (let date = start; date <= end; date = plusDays(date, 1)) {
    cells.push(
      byDate.get(date) ?? { date, isAvailable: false, isDummy: false, deliveryMethods: {} },
    );
  }
  while (cells.length < GRID_WEEKS * 7) cells.push(null);
  return Array.from({ length: GRID_WEEKS }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The dates a method asks to highlight (docs/rules-checkout.md "Delivery method"). */
export function paintedDates(days: readonly CalendarDayResponse[]): ReadonlySet<IsoDate> {
  const painted = new Set<IsoDate>();
  for (const day of days) {
    for (const method of Object.values(day.deliveryMethods)) {
      for (const date of method.daysToPaint) painted.add(date);
    }
  }
  return painted;
}

/**
 * docs/rules-checkout.md "Calendar": looks at `from` and the months after it, one by one, up to
 * {@link MAX_MONTHS_SEARCHED} months in all, for one with an available day. Null when none has.
 */
export async function findAvailableMonth(
  from: MonthKey,
  load: (month: MonthKey) => Promise<readonly CalendarDayResponse[]>,
  limit = MAX_MONTHS_SEARCHED,
): Promise<MonthKey | null> {
  for (let offset = 0; offset < limit; offset++) {
    const month = addMonths(from, offset);
    if (!hasNoAvailableDay(await load(month))) return month;
  }
  return null;
}

/** Opening month mode at `start`: a month with no available day looks ahead from there. */
export function openingSearch(start: MonthKey): MonthSearch {
  return { from: start, resetTo: start };
}

/** Next month: looks ahead from the month after the shown one, back to the shown one if none. */
export function nextSearch(view: MonthView): MonthSearch {
  return { from: addMonths(view.shown, 1), resetTo: view.shown };
}

/**
 * The view once a search ends: the month found, or, when none was, the month the search started
 * from, which becomes the last month (docs/rules-checkout.md "Calendar": reset to the start month
 * with a warning).
 */
export function afterSearch(
  view: MonthView | null,
  search: MonthSearch,
  found: MonthKey | null,
): MonthView {
  if (found) return { shown: found, lastMonth: view?.lastMonth ?? null };
  return { shown: search.resetTo, lastMonth: search.resetTo };
}

/** Previous month shows the month before as it is; it never searches. */
export function previousMonth(view: MonthView): MonthView {
  return { ...view, shown: addMonths(view.shown, -1) };
}

/** docs/rules-checkout.md "Calendar": disabled at the current month and while loading. */
export function canGoPrevious(view: MonthView, today: IsoDate, busy: boolean): boolean {
  return !busy && view.shown > monthOf(today);
}

/** docs/rules-checkout.md "Calendar": disabled at the last found month and while loading. */
export function canGoNext(view: MonthView, busy: boolean): boolean {
  return !busy && (view.lastMonth === null || view.shown < view.lastMonth);
}

/**
 * What month mode says about the shown month. At the last month found by a search that ran out
 * it is the last-month warning, whose words point at the available dates below; when that month
 * has none either, the product has no day at all and the no-days message says so instead. Any
 * other month says nothing: its days speak for themselves.
 */
export function monthNotice(
  view: MonthView,
  days: readonly CalendarDayResponse[],
): 'last-month' | 'no-days' | null {
  if (view.shown !== view.lastMonth) return null;
  return hasNoAvailableDay(days) ? 'no-days' : 'last-month';
}

/**
 * Where the picker opens for a preset date, such as an order's (compact windows count from
 * today): the compact step whose window holds it, or the month calendar at its month when it
 * lies beyond the last compact step.
 */
export function startingPoint(
  today: IsoDate,
  date: IsoDate | null,
): { step: number; month: MonthKey | null } {
  if (!date || date <= today) return { step: 0, month: null };
  const [y1, m1, d1] = today.split('-').map(Number);
  const [y2, m2, d2] = date.split('-').map(Number);
  const days = Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
  const step = Math.floor(days / COMPACT_STEP);
  return step <= MAX_COMPACT_STEPS
    ? { step, month: null }
    : { step: MAX_COMPACT_STEPS, month: monthOf(date) };
}
