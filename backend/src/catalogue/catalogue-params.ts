import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { isCalendarDate } from '../delivery/domain/london-days';
import { CATALOGUE_MESSAGES } from './catalogue.messages';

/** A positive whole-number id from the path, else 400 in our words. */
export class IdPipe implements PipeTransform<string | number, number> {
  // The global ValidationPipe may already have turned a `number` parameter into a number.
  transform(value: string | number): number {
    const id =
      typeof value === 'number' ? value : /^[1-9]\d{0,8}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 999_999_999) {
      throw new BadRequestException(CATALOGUE_MESSAGES.badId);
    }
    return id;
  }
}

/** An ISO calendar date from the path, else 400. */
export class IsoDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isCalendarDate(value)) throw new BadRequestException(CATALOGUE_MESSAGES.badDate);
    return value;
  }
}
