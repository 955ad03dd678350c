import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MESSAGES,
  type ClientErrorListQuery,
} from '@shop/contracts';
import { IsOptional, ValidateBy } from 'class-validator';

/** Digits of a whole number from 1 to the listing's maximum. */
const isListLimit = (value: unknown) =>
  typeof value === 'string' &&
  /^[1-9]\d{0,2}$/.test(value) &&
  Number(value) <= CLIENT_ERROR_LIMITS.listMax;

/** `GET /api/support/client-errors?limit=N` */
export class ClientErrorsDto implements ClientErrorListQuery {
  @IsOptional()
  @ValidateBy(
    { name: 'isListLimit', validator: { validate: isListLimit } },
    { message: CLIENT_ERROR_MESSAGES.limit },
  )
  limit?: string;
}
