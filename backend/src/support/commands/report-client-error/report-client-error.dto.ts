import {
  CLIENT_ERROR_LIMITS,
  CLIENT_ERROR_MESSAGES,
  CLIENT_ERROR_SOURCES,
  isClientErrorUrl,
  type ClientErrorReport,
  type ClientErrorSource,
} from '@shop/contracts';
import { IsIn, IsOptional, ValidateBy, type ValidationOptions } from 'class-validator';

/** One check and so one message per field (class-validator reports every failed decorator). */
const Is = (name: string, test: (value: unknown) => boolean, options: ValidationOptions) =>
  ValidateBy({ name, validator: { validate: test } }, options);

/** A string of `min` to `max` characters. */
const text = (min: number, max: number) => (value: unknown) =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** `POST /api/client-errors` */
export class ReportClientErrorDto implements ClientErrorReport {
  @Is('isMessage', text(1, CLIENT_ERROR_LIMITS.messageMaxLength), {
    message: CLIENT_ERROR_MESSAGES.message,
  })
  message: string;

  @IsOptional()
  @Is('isName', text(0, CLIENT_ERROR_LIMITS.nameMaxLength), { message: CLIENT_ERROR_MESSAGES.name })
  name?: string | null;

  @IsOptional()
  @Is('isStack', text(0, CLIENT_ERROR_LIMITS.stackMaxLength), {
    message: CLIENT_ERROR_MESSAGES.stack,
  })
  stack?: string | null;

  @Is('isClientErrorUrl', isClientErrorUrl, { message: CLIENT_ERROR_MESSAGES.url })
  url: string;

  @IsOptional()
  @Is(
    'isHttpStatus',
    (value) => Number.isInteger(value) && (value as number) >= 100 && (value as number) <= 599,
    { message: CLIENT_ERROR_MESSAGES.status },
  )
  status?: number | null;

  @IsIn(CLIENT_ERROR_SOURCES, { message: CLIENT_ERROR_MESSAGES.source })
  source: ClientErrorSource;
}
