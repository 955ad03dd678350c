import { FORM_MESSAGES } from '@shop/contracts';
import { errorText } from '../../api/error-text';
import { isRequestError } from '../../http/request-error';
import type { FieldErrors } from './form-rules';

/** Why a form was not taken: messages beside their fields, and anything else for an alert. */
export interface FormFailure<F extends string> {
  fields: FieldErrors<F>;
  alert: string | null;
}

/**
 * A refused form as the shopper sees it: a 400's messages beside the fields they name (any the
 * form does not know go in the alert), a 429's 'Too many messages…' in the alert, and any other
 * failure in the alert in the request helper's words.
 */
export function formFailure<F extends string>(
  error: unknown,
  fieldOf: Readonly<Record<string, F>>,
): FormFailure<F> {
  if (isRequestError(error) && error.status === 429) {
    return { fields: {}, alert: FORM_MESSAGES.tooMany };
  }
  if (isRequestError(error) && error.status === 400 && error.serverErrors.length > 0) {
    const fields: FieldErrors<F> = {};
    const others: string[] = [];
    for (const message of error.serverErrors) {
      const field = Object.hasOwn(fieldOf, message) ? fieldOf[message] : undefined;
      if (field) fields[field] ??= message;
      else others.push(message);
    }
    return { fields, alert: others.length > 0 ? others.join(' ') : null };
  }
  return { fields: {}, alert: errorText(error) };
}
