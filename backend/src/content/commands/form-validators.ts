import { isEmail, ValidateBy, type ValidationOptions } from 'class-validator';
import { FORM_LIMITS } from '@shop/contracts';

/**
 * One check, one message per field: class-validator reports every failed decorator, so a field
 * checked by three decorators would answer its message three times.
 */

/** A string of 1 to `max` characters after trimming (the DTO trims first). */
export function IsText(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isText',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.trim().length > 0 && value.length <= max,
      },
    },
    options,
  );
}

/** An email address of at most 254 characters. */
export function IsEmailAddress(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isEmailAddress',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && value.length <= FORM_LIMITS.emailMaxLength && isEmail(value),
      },
    },
    options,
  );
}
