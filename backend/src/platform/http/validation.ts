import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

/** Readable messages from class-validator errors, nested properties included. */
export function validationMessages(errors: ValidationError[], parent = ''): string[] {
  return errors.flatMap((error) => {
    const property = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property) ? message.replace(error.property, property) : message,
    );
    return [...own, ...validationMessages(error.children ?? [], property)];
  });
}

/** Whitelisted DTOs: unknown fields are refused, not silently dropped. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new BadRequestException(validationMessages(errors)),
  });
}
