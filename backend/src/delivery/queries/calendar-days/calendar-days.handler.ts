import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CalendarDaysResponse } from '@shop/contracts';
import { CATALOGUE_MESSAGES, CatalogueService } from '../../../catalogue';
import { calendarDays, daysToPaint } from '../../../delivery-rules';
import { Clock } from '../../../platform/clock/clock';
import { DomainError } from '../../../platform/domain-error';
import {
  assertWindow,
  padToWholeWeeks,
  parsePad,
  withDaysToPaint,
} from '../../domain/calendar-answer';
import { CalendarDays } from './calendar-days.query';

@QueryHandler(CalendarDays)
export class CalendarDaysHandler implements IQueryHandler<CalendarDays> {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly clock: Clock,
  ) {}

  async execute({ params, options }: CalendarDays): Promise<CalendarDaysResponse> {
    const { start, end, productId } = params;
    const padded = parsePad(options.pad);
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
