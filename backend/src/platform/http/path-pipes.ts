import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { isIsoDate } from '@shop/contracts';

/** Words of the generic path pipes (the spec leaves them to us). */
export const PATH_MESSAGES = {
  badId: 'Sorry, that product or category number is not valid.',
  badDate: 'Please choose a delivery date written as YYYY-MM-DD.',
} as const;

/**
 * A positive whole-number id from the path, else 400 in our words. `new IdPipe(message)` names
 * what the number is for (a page rather than a product or category).
 */
export class IdPipe implements PipeTransform<string | number, number> {
  constructor(private readonly message: string = PATH_MESSAGES.badId) {}

  // The global ValidationPipe may already have turned a `number` parameter into a number.
  transform(value: string | number): number {
    const id =
      typeof value === 'number' ? value : /^[1-9]\d{0,8}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(id) || id < 1 || id > 999_999_999) {
      throw new BadRequestException(this.message);
    }
    return id;
  }
}

/** An ISO calendar date from the path, else 400. */
export class IsoDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    // Only strings of a date's length reach the parser, so odd input costs nothing.
    if (value.length !== 10 || !isIsoDate(value)) {
      throw new BadRequestException(PATH_MESSAGES.badDate);
    }
    return value;
  }
}
