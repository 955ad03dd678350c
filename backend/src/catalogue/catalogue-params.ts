import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { isIsoDate } from '@shop/contracts';
import { CATALOGUE_MESSAGES } from './catalogue.messages';

/** A positive whole-number id from the path, else 400 in our words. */
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^[1-9]\d{0,8}$/.test(value)) throw new BadRequestException(CATALOGUE_MESSAGES.badId);
    return Number(value);
  }
}

/** An ISO calendar date from the path, else 400. */
export class IsoDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isIsoDate(value)) throw new BadRequestException(CATALOGUE_MESSAGES.badDate);
    return value;
  }
}
