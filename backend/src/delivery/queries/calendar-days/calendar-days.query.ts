import { Query } from '@nestjs/cqrs';
import type { CalendarDaysParams, CalendarDaysQuery, CalendarDaysResponse } from '@shop/contracts';

/**
 * One calendar day per date of a product's window, as of the clock's now (docs/rules-checkout.md
 * "Calls").
 */
export class CalendarDays extends Query<CalendarDaysResponse> {
  /** `options.pad` is as sent; anything but 'true' or 'false' is refused. */
  constructor(
    readonly params: CalendarDaysParams,
    readonly options: CalendarDaysQuery,
  ) {
    super();
  }
}
