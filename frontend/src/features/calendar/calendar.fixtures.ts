import type { CalendarDayResponse, DeliveryMethodInfo } from '@shop/contracts';

/** Delivery methods as the seeded shop offers them (DOMAIN.md "Delivery methods"). */
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
