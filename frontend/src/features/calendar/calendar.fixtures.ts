import type { CalendarDayResponse, DeliveryMethodInfo } from '@shop/contracts';

/** Delivery methods as the seeded shop offers them (docs/business-rules.md "Delivery methods"). */
export const METHODS: Record<string, DeliveryMethodInfo> = {
  standard: {
    id: 'standard',
    name: 'Standard Delivery',
    price: 0,
    dateSuffix: '',
    requiresPostcodeCheck: false,
    daysToPaint: [],
    overrideMethod: null,
  },
  tracked: {
    id: 'tracked',
    name: 'Tracked Delivery',
    price: 399,
    dateSuffix: '',
    requiresPostcodeCheck: false,
    daysToPaint: [],
    overrideMethod: null,
  },
  'before-1pm': {
    id: 'before-1pm',
    name: 'Before 1pm',
    price: 799,
    dateSuffix: ' before 1pm',
    requiresPostcodeCheck: true,
    daysToPaint: [],
    overrideMethod: { overrideId: 'tracked', originalId: 'before-1pm' },
  },
  sunday: {
    id: 'sunday',
    name: 'Sunday Delivery',
    price: 999,
    dateSuffix: '',
    requiresPostcodeCheck: true,
    daysToPaint: [],
    overrideMethod: null,
  },
};

/** A calendar day offering `methodIds` in that (cheapest-first) order; none → unavailable. */
export function day(date: string, methodIds: string[] = []): CalendarDayResponse {
  return {
    date,
    isAvailable: methodIds.length > 0,
    isDummy: false,
    deliveryMethods: Object.fromEntries(methodIds.map((id) => [id, METHODS[id]])),
  };
}

/** A compact window: Sunday 22nd to Wednesday 25th November 2026. */
export const WEEK = [
  day('2026-11-22', ['sunday']),
  day('2026-11-23', ['tracked', 'before-1pm']),
  day('2026-11-24', ['standard', 'tracked', 'before-1pm']),
  day('2026-11-25', ['standard', 'tracked', 'before-1pm']),
];

/** A padding day, as `?pad=true` answers them. */
export function dummy(date: string): CalendarDayResponse {
  return { date, isAvailable: false, isDummy: true, deliveryMethods: {} };
}

function addDay(date: string, days: number): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, dayOfMonth + days)).toISOString().slice(0, 10);
}

/**
 * The calendar answer for [start, end] as the server builds it: `methodsOn(date)` offered each
 * day, occasion dates in `paint` on every method, and with `pad` dummy days out to whole
 * Monday-to-Sunday weeks.
 */
export function calendarAnswer(
  start: string,
  end: string,
  methodsOn: (date: string) => string[],
  { pad = false, paint = [] as string[] } = {},
): CalendarDayResponse[] {
  const days: CalendarDayResponse[] = [];
  for (let date = start; date <= end; date = addDay(date, 1)) {
    const plain = day(date, methodsOn(date));
    for (const id of Object.keys(plain.deliveryMethods)) {
      plain.deliveryMethods[id] = {
        ...plain.deliveryMethods[id],
        daysToPaint: paint.filter((p) => p >= start && p <= end),
      };
    }
    days.push(plain);
  }
  if (!pad) return days;
  const weekday = (date: string) => (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const before = Array.from({ length: weekday(start) }, (_, i) =>
    dummy(addDay(start, i - weekday(start))),
  );
  const after = Array.from({ length: 6 - weekday(end) }, (_, i) => dummy(addDay(end, i + 1)));
  return [...before, ...days, ...after];
}

/**
 * Flowers as docs/business-rules.md "Delivery methods" seeds them: Standard Tue–Sat, Tracked
 * Mon–Sat, Before 1pm Mon–Fri, Sunday.
 */
export function flowerMethods(date: string): string[] {
  switch (new Date(`${date}T12:00:00Z`).getUTCDay()) {
    case 0:
      return ['sunday'];
    case 1:
      return ['tracked', 'before-1pm'];
    case 6:
      return ['standard', 'tracked'];
    default:
      return ['standard', 'tracked', 'before-1pm'];
  }
}
