import type { PipeTransform } from '@nestjs/common';
import type { CalendarDaysQuery } from '@shop/contracts';
import { parsePad } from '../../domain/calendar-answer';

/** `?pad=`: absent, 'true' or 'false'; anything else is a 400 in our words. */
export class CalendarPadPipe implements PipeTransform<
  string | undefined,
  CalendarDaysQuery['pad']
> {
  transform(value: string | undefined): CalendarDaysQuery['pad'] {
    if (value === undefined) return undefined;
    return parsePad(value) ? 'true' : 'false';
  }
}
