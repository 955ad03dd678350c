import type { CalendarDayResponse, DeliveryMethodInfo, IsoDate } from '@shop/contracts';
import { DomainError } from '../../platform/domain-error';
import {
  dayFacts,
  daysFromTo,
  deliveryMethod,
  MAX_CALENDAR_WINDOW_DAYS,
  plusDays,
  type CalendarDay,
  type DeliveryMethodId,
} from '../../delivery-rules';
import { CALENDAR_MESSAGES } from './calendar.messages';

/** Reads `?pad=`: absent or 'false' is the compact view, 'true' the month view. */
export function parsePad(pad: string | undefined): boolean {
  if (pad === undefined || pad === 'false') return false;
  if (pad === 'true') return true;
  throw new DomainError(CALENDAR_MESSAGES.badPad, 400);
}

/** Refuses in our words what `calendarDays` would refuse with a RangeError. */
export function assertWindow(start: IsoDate, end: IsoDate): void {
  const length = daysFromTo(start, end) + 1;
  if (length < 1) throw new DomainError(CALENDAR_MESSAGES.endBeforeStart, 400);
  if (length > MAX_CALENDAR_WINDOW_DAYS) throw new DomainError(CALENDAR_MESSAGES.tooLong, 400);
}

/** Adds the spec's per-method fields the pure calendar leaves out. */
export function withDaysToPaint(painted: IsoDate[]) {
  return (day: CalendarDay): CalendarDayResponse => {
    const deliveryMethods: Record<string, DeliveryMethodInfo> = {};
    // Object.entries keeps insertion order, so the cheapest method stays first.
    for (const [id, method] of Object.entries(day.deliveryMethods)) {
      const { overrideMethod } = deliveryMethod(id as DeliveryMethodId);
      deliveryMethods[id] = {
        ...method,
        daysToPaint: painted,
        overrideMethod: overrideMethod ? { overrideId: overrideMethod, originalId: id } : null,
      };
    }
    return { ...day, deliveryMethods };
  };
}

/** Dummy days from the Monday on or before `start` and to the Sunday on or after `end`. */
export function padToWholeWeeks(
  days: CalendarDayResponse[],
  start: IsoDate,
  end: IsoDate,
): CalendarDayResponse[] {
  const dummy = (date: IsoDate): CalendarDayResponse => ({
    date,
    isAvailable: false,
    isDummy: true,
    deliveryMethods: {},
  });
  const before = dayFacts(start).weekday - 1; // weekday: 1 = Monday … 7 = Sunday
  const after = 7 - dayFacts(end).weekday;
  return [
    ...Array.from({ length: before }, (_, i) => dummy(plusDays(start, i - before))),
    ...days,
    ...Array.from({ length: after }, (_, i) => dummy(plusDays(end, i + 1))),
  ];
}
