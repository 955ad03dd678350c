import { Controller, Get, Param, Query } from '@nestjs/common';
import type {
  CalendarDayResponse,
  CalendarDaysResponse,
  DeliveryMethodInfo,
  IsoDate,
} from '@shop/contracts';
import { IdPipe, IsoDatePipe } from '../platform/http/path-pipes';
import { CATALOGUE_MESSAGES } from '../catalogue';
import { CatalogueService } from '../catalogue';
import { Clock } from '../platform/clock/clock';
import { DomainError } from '../platform/domain-error';
import {
  calendarDays,
  daysToPaint,
  MAX_CALENDAR_WINDOW_DAYS,
  type CalendarDay,
} from './domain/delivery-calendar';
import { deliveryMethod, type DeliveryMethodId } from './domain/delivery-methods';
import { dayFacts, daysFromTo, plusDays } from './domain/london-days';

/** Server-side calendar messages (the spec leaves their wording to us). */
export const CALENDAR_MESSAGES = {
  endBeforeStart:
    'Sorry, the calendar cannot end before it starts - please choose a later end date.',
  tooLong: `Sorry, the calendar shows at most ${MAX_CALENDAR_WINDOW_DAYS} days at a time - please choose a shorter range.`,
  badPad: "Sorry, the calendar's pad option must be 'true' or 'false'.",
} as const;

@Controller('calendar')
export class CalendarController {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly clock: Clock,
  ) {}

  /**
   * `GET /api/calendar/get-days/{start}/{end}/{productId}` (spec 000 §7): one day per date of
   * the window, as of the clock's now. `?pad=true` (month view) adds dummy days so the list
   * runs Monday to Sunday; the compact view leaves it off.
   */
  @Get('get-days/:start/:end/:productId')
  async getDays(
    @Param('start', IsoDatePipe) start: IsoDate,
    @Param('end', IsoDatePipe) end: IsoDate,
    @Param('productId', IdPipe) productId: number,
    @Query('pad') pad?: string,
  ): Promise<CalendarDaysResponse> {
    const padded = parsePad(pad);
    assertWindow(start, end);
    const product = (await this.catalogue.snapshot()).productsById.get(productId);
    if (!product) throw new DomainError(CATALOGUE_MESSAGES.productNotFound, 404);
    const days = calendarDays(
      product.distributor,
      start,
      end,
      this.clock.now(),
      product.available,
    ).map(withDaysToPaint(daysToPaint(start, end)));
    return padded ? padToWholeWeeks(days, start, end) : days;
  }
}

function parsePad(pad: string | undefined): boolean {
  if (pad === undefined || pad === 'false') return false;
  if (pad === 'true') return true;
  throw new DomainError(CALENDAR_MESSAGES.badPad, 400);
}

/** Refuses in our words what `calendarDays` would refuse with a RangeError. */
function assertWindow(start: IsoDate, end: IsoDate): void {
  const length = daysFromTo(start, end) + 1;
  if (length < 1) throw new DomainError(CALENDAR_MESSAGES.endBeforeStart, 400);
  if (length > MAX_CALENDAR_WINDOW_DAYS) throw new DomainError(CALENDAR_MESSAGES.tooLong, 400);
}

/** Adds the spec's per-method fields the pure calendar leaves out. */
function withDaysToPaint(painted: IsoDate[]) {
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
function padToWholeWeeks(
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
