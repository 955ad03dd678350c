import type { CalendarDayResponse, DeliveryMethodInfo, IsoDate } from '@shop/contracts';
import { plainOrdinalDate, plusDays } from '@shop/contracts';

/** Compact calendar constants (docs/rules-checkout.md "Constants"). */
export const COMPACT_DAYS = 4;
export const COMPACT_STEP = 4;
export const MAX_COMPACT_STEPS = 15;

/** Replacement methods learnt from postcode checks: original method id → override id. */
export type MethodOverrides = Readonly<Record<string, string>>;

/** What the shopper picked, remembered against the days answer it was picked from. */
export interface DeliveryChoice {
  date: IsoDate;
  methodId: string;
  days: readonly CalendarDayResponse[];
  /** The picked method has an override that the day does not offer. */
  overrideUnavailable: boolean;
}

export interface DeliverySelection {
  date: IsoDate | null;
  method: DeliveryMethodInfo | null;
  /** An override applies to the method but the day does not offer the override method. */
  overrideUnavailable: boolean;
}

/** `2026-06-05` → `5th June` (docs/rules-checkout.md "Delivery date picker"), without luxon. */
export const ordinalDate = plainOrdinalDate;

/** A day as the shopper reads it with its method: `5th June`, plus the method's date suffix. */
export function deliveryDateText(date: IsoDate, method: DeliveryMethodInfo | null): string {
  return `${ordinalDate(date)}${method?.dateSuffix ?? ''}`;
}

/** The first day of the compact window after `step` presses of More Dates. */
export function compactWindow(today: IsoDate, step: number): { start: IsoDate; end: IsoDate } {
  const start = plusDays(today, step * COMPACT_STEP);
  return { start, end: plusDays(start, COMPACT_DAYS - 1) };
}

/** Methods in the answer's order, which is cheapest first. */
export function methodsOf(day: CalendarDayResponse | undefined): DeliveryMethodInfo[] {
  return day ? Object.values(day.deliveryMethods) : [];
}

/** The cheapest method of a day: the answer lists them cheapest first. */
export function cheapestMethod(day: CalendarDayResponse | undefined): DeliveryMethodInfo | null {
  const methods = methodsOf(day);
  if (methods.length === 0) return null;
  return methods.reduce((best, method) => (method.price < best.price ? method : best), methods[0]);
}

/** Keeps the current date while it is still available, otherwise the first available day. */
export function pickDate(
  days: readonly CalendarDayResponse[],
  current: IsoDate | null,
): IsoDate | null {
  const available = days.filter((day) => day.isAvailable && !day.isDummy);
  if (current && available.some((day) => day.date === current)) return current;
  return available[0]?.date ?? null;
}

/**
 * A method as it stands once the postcode overrides are applied: replaced by its override when
 * the day offers it, reported unavailable when the day does not.
 */
export function applyOverride(
  day: CalendarDayResponse | undefined,
  method: DeliveryMethodInfo,
  overrides: MethodOverrides,
): { method: DeliveryMethodInfo; overrideUnavailable: boolean } {
  const overrideId = overrides[method.id];
  if (!overrideId) return { method, overrideUnavailable: false };
  const replacement = day?.deliveryMethods[overrideId];
  return replacement
    ? { method: replacement, overrideUnavailable: false }
    : { method, overrideUnavailable: true };
}

/**
 * The selection shown for a days answer (docs/rules-checkout.md "Calendar"): the date by {@link
 * pickDate}; the shopper's choice while the date and the days are the ones it was made on
 * (overrides were applied when it was made, so a check answering an override does not move it),
 * otherwise the day's cheapest method with the overrides applied.
 */
export function resolveSelection(
  days: readonly CalendarDayResponse[],
  choice: DeliveryChoice | null,
  overrides: MethodOverrides = {},
): DeliverySelection {
  const date = pickDate(days, choice?.date ?? null);
  if (!date) return { date: null, method: null, overrideUnavailable: false };
  const day = days.find((d) => d.date === date);
  const chosen =
    choice && choice.days === days && choice.date === date
      ? day?.deliveryMethods[choice.methodId]
      : undefined;
  if (chosen) {
    return { date, method: chosen, overrideUnavailable: choice?.overrideUnavailable ?? false };
  }
  const cheapest = cheapestMethod(day);
  if (!cheapest) return { date, method: null, overrideUnavailable: false };
  return { date, ...applyOverride(day, cheapest, overrides) };
}

/**
 * The choice recorded when the shopper picks a date (its cheapest method) or a method: a method
 * with a known override is silently swapped for it (docs/rules-checkout.md "Postcode check").
 */
export function makeChoice(
  days: readonly CalendarDayResponse[],
  date: IsoDate,
  methodId: string | undefined,
  overrides: MethodOverrides,
): DeliveryChoice | null {
  const day = days.find((d) => d.date === date);
  const picked = methodId ? day?.deliveryMethods[methodId] : cheapestMethod(day);
  if (!day || !picked) return null;
  const { method, overrideUnavailable } = applyOverride(day, picked, overrides);
  return { date, methodId: method.id, days, overrideUnavailable };
}

/** A delivery already chosen elsewhere, such as an order's, that the picker starts on. */
export interface DeliveryPreset {
  date: IsoDate | null;
  methodId: string | null;
}

/**
 * The preset as a choice on `days`, for as long as the shopper has chosen nothing: its date when
 * that day is still available, with its method when the day still offers it (otherwise the
 * day's cheapest). Null when the days do not hold the preset date as an available day.
 */
export function presetChoice(
  days: readonly CalendarDayResponse[],
  preset: DeliveryPreset | null,
): DeliveryChoice | null {
  const day = preset?.date ? days.find((d) => d.date === preset.date) : undefined;
  if (!day || !day.isAvailable || day.isDummy) return null;
  const method = (preset?.methodId && day.deliveryMethods[preset.methodId]) || cheapestMethod(day);
  if (!method) return null;
  return { date: day.date, methodId: method.id, days, overrideUnavailable: false };
}

/** The selection as a choice on `days`, so a change of days keeps its date where possible. */
export function selectionAsChoice(
  days: readonly CalendarDayResponse[],
  selection: DeliverySelection,
): DeliveryChoice | null {
  const { date, method, overrideUnavailable } = selection;
  return date && method ? { date, methodId: method.id, days, overrideUnavailable } : null;
}

/** True when none of the days can be chosen. */
export function hasNoAvailableDay(days: readonly CalendarDayResponse[]): boolean {
  return !days.some((day) => day.isAvailable && !day.isDummy);
}

/**
 * The shopper's delivery held while they look at other dates (More Dates, Show fewer dates): it
 * stays selected while the days on show do not include its date, and on its own day while that
 * day still offers its method. Null when the days shown say it can no longer be had, or when
 * there is nothing to hold.
 */
export function heldSelection(
  days: readonly CalendarDayResponse[],
  held: DeliverySelection | null,
): DeliverySelection | null {
  if (!held?.date || !held.method) return null;
  const day = days.find((d) => d.date === held.date);
  if (!day) return held;
  const method = day.isAvailable && !day.isDummy ? day.deliveryMethods[held.method.id] : undefined;
  return method ? { ...held, method } : null;
}
