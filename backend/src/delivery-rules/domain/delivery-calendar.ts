import { motheringSunday, type DistributorName, type IsoDate } from '@shop/contracts';
import { isClosedDay } from './bank-holidays';
import { cheapestFirst, deliveryMethod, type DeliveryMethodRule } from './delivery-methods';
import { distributorRule, type DistributorRule } from './distributor-rules';
import { dayFacts, daysFromTo, londonNow, plusDays, remembered } from './london-days';

/*
 * The delivery calendar as pure functions of (distributor, date, now). `now` is always passed in
 * (docs/architecture.md "Time") and read in Europe/London, so a cut-off means the same wall-clock
 * minute in BST and GMT.
 */

/** A method as one calendar day offers it (docs/rules-checkout.md "Delivery method"). */
export interface CalendarDayMethod {
  id: string;
  name: string;
  /** Pence; 0 is shown as FREE. */
  price: number;
  dateSuffix: string;
  requiresPostcodeCheck: boolean;
}

/** One day of `GET /api/calendar/get-days/...` (docs/rules-checkout.md "Calendar day"). */
export interface CalendarDay {
  date: IsoDate;
  isAvailable: boolean;
  /** Padding days are the storefront's business; the calendar endpoint adds them around month views (`?pad=true`). */
  isDummy: false;
  /** Offered methods by id, inserted cheapest first so iteration order is preselection order. */
  deliveryMethods: Record<string, CalendarDayMethod>;
}

/** The longest window `calendarDays` answers: two months, more than month mode ever asks. */
export const MAX_CALENDAR_WINDOW_DAYS = 62;

// Every week offers some method on some day, so a month's search only runs out for a distributor
// with no working day at all; the bound keeps a bad rule from looping forever.
const EARLIEST_SEARCH_DAYS = 31;

/**
 * The first date lead time allows: today + leadDays when ordered before the cut-off (London),
 * otherwise one day more. Whether anything is delivered that day is decided separately.
 */
function firstLeadDate(rule: DistributorRule, now: Date): IsoDate {
  const local = londonNow(now);
  const [hours, minutes] = rule.cutOff.split(':').map(Number);
  const beforeCutOff = local.minuteOfDay < hours * 60 + minutes;
  return plusDays(local.date, rule.leadDays + (beforeCutOff ? 0 : 1));
}

/** The rule's methods running on `date`, ignoring lead time; cheapest first. */
function methodsRunningOn(rule: DistributorRule, date: IsoDate): DeliveryMethodRule[] {
  const { weekday } = dayFacts(date);
  if (rule.methods.length === 0 || isClosedDay(date)) return [];
  return cheapestFirst(
    rule.methods.map(deliveryMethod).filter((m) => m.weekdays.some((d) => d === weekday)),
  );
}

/**
 * docs/rules-checkout.md "Calendar", "Constants": the month calendar looks at up to 7 months, this
 * one included. A delivery can be booked up to the last day of that look-ahead and no further (so
 * `9999-12-31` is refused).
 */
export const LOOK_AHEAD_MONTHS = 7;

/** The last date a delivery can be booked for when ordering at `now`. */
export function lastBookableDate(now: Date): IsoDate {
  return lastOfLookAhead(londonNow(now).date);
}

// Asked once per calendar day answered: worked out once per London date.
const lastOfLookAhead = remembered((today) => {
  const [year, month] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 + LOOK_AHEAD_MONTHS, 0)).toISOString().slice(0, 10);
});

/**
 * The methods `distributor` offers for delivery on `date` when ordering at `now`, cheapest first
 * (the first is preselected, docs/rules-checkout.md "Calendar"). Empty when the weekday has none of
 * its methods, the day is closed (25/26 Dec, 1 Jan, bank holidays) or lead time rules it out.
 * Throws a RangeError on a malformed date.
 */
export function methodsForDay(
  distributor: DistributorName,
  date: IsoDate,
  now: Date,
): DeliveryMethodRule[] {
  const rule = distributorRule(distributor);
  dayFacts(date); // validates before the string comparison below
  // ISO dates compare correctly as strings.
  if (date < firstLeadDate(rule, now) || date > lastBookableDate(now)) return [];
  return methodsRunningOn(rule, date);
}

/** True when at least one method delivers `distributor`'s products on `date`. */
export function isDeliverable(distributor: DistributorName, date: IsoDate, now: Date): boolean {
  return methodsForDay(distributor, date, now).length > 0;
}

/**
 * The first date any of `distributor`'s methods can deliver when ordering at `now`: the lead
 * date, moved forward past days with no method or closed. Null for gift cards (no delivery).
 */
export function earliestDeliveryDate(distributor: DistributorName, now: Date): IsoDate | null {
  const rule = distributorRule(distributor);
  if (rule.methods.length === 0) return null;
  const first = firstLeadDate(rule, now);
  for (let offset = 0; offset < EARLIEST_SEARCH_DAYS; offset++) {
    const date = plusDays(first, offset);
    if (methodsRunningOn(rule, date).length > 0) return date;
  }
  return null;
}

/** Throws a RangeError unless [start, end] is a real window of at most 62 days. */
function assertWindow(start: IsoDate, end: IsoDate, maxDays: number | null): number {
  const length = daysFromTo(start, end) + 1; // validates both dates
  if (length < 1) throw new RangeError(`The window ends (${end}) before it starts (${start})`);
  if (maxDays !== null && length > maxDays) {
    throw new RangeError(`The window ${start}..${end} is longer than ${maxDays} days`);
  }
  return length;
}

/**
 * One calendar day per date of [start, end] (inclusive) for a product of `distributor`, as the
 * storefront's date picker reads it. `available` is the product's own availability: an unavailable
 * product offers no day and no method (docs/business-rules.md "Delivery methods"). Throws a
 * RangeError on a malformed date, a window ending before it starts, or one longer than 62 days.
 */
export function calendarDays(
  distributor: DistributorName,
  start: IsoDate,
  end: IsoDate,
  now: Date,
  available = true,
): CalendarDay[] {
  const length = assertWindow(start, end, MAX_CALENDAR_WINDOW_DAYS);
  const rule = distributorRule(distributor);
  const first = firstLeadDate(rule, now);
  return Array.from({ length }, (_, offset) => {
    const date = plusDays(start, offset);
    const methods = available && date >= first ? methodsRunningOn(rule, date) : [];
    const deliveryMethods: Record<string, CalendarDayMethod> = {};
    for (const m of methods) {
      deliveryMethods[m.id] = {
        id: m.id,
        name: m.name,
        price: m.price,
        dateSuffix: m.dateSuffix,
        requiresPostcodeCheck: m.requiresPostcodeCheck,
      };
    }
    return { date, isAvailable: methods.length > 0, isDummy: false, deliveryMethods };
  });
}

/**
 * Occasion dates in [start, end] the calendar highlights (docs/business-rules.md
 * "Delivery methods"): Valentine's Day and Mothering Sunday, in date order. Throws a RangeError on
 * a malformed or reversed window.
 */
export function daysToPaint(start: IsoDate, end: IsoDate): IsoDate[] {
  assertWindow(start, end, null);
  const occasions: IsoDate[] = [];
  // Walk years, not days, so a long window costs nothing.
  for (let year = dayFacts(start).year; year <= dayFacts(end).year; year++) {
    occasions.push(motheringSunday(year), `${year}-02-14`);
  }
  return occasions.filter((date) => date >= start && date <= end).sort();
}
