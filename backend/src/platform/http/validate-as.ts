import { BadRequestException, type Type } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationMessages } from './validation';

/**
 * Validates a nested payload whose class depends on another field (e.g. `data` by `key`), with
 * the same rules and messages as the global pipe: unknown fields are refused.
 */
export async function validateAs<T extends object>(type: Type<T>, value: unknown): Promise<T> {
  const instance = plainToInstance(type, value ?? {});
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw new BadRequestException(validationMessages(errors));
  return instance;
}
