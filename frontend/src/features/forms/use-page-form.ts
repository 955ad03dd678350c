import type { FormThankYou } from '@shop/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formFailure } from './form-failure';
import type { FieldErrors, FormCheck, FormValues } from './form-rules';

/**
 * One page form's behaviour: check in the browser, send, and show what came back — field
 * messages beside their fields (focus on the first), an alert for the rest, the thank-you once
 * sent. The fields are uncontrolled, so whatever the shopper typed stays put on any error (and
 * text typed before the page hydrated is sent too).
 */
export function usePageForm<F extends string, Body>({
  send,
  fields,
  read,
  fieldOf,
}: {
  send: UseMutationResult<FormThankYou, Error, Body>;
  /** The fields in the order the form shows them. */
  fields: readonly F[];
  read: (values: FormValues) => FormCheck<F, Body>;
  fieldOf: Readonly<Record<string, F>>;
}) {
  const formId = useId();
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const fieldId = (field: F) => `${formId}-${field}`;

  const focusFirst = (found: FieldErrors<F>) => {
    const first = fields.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const checked = read(new FormData(event.currentTarget));
    setAlert(null);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(checked.body, {
      onError: (error) => {
        const failure = formFailure(error, fieldOf);
        setErrors(failure.fields);
        setAlert(failure.alert);
        focusFirst(failure.fields);
      },
    });
  };

  /** A field's message goes once the shopper changes that field. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement;
    if (name in errors) {
      setErrors((old) => {
        const rest = { ...old };
        delete rest[name as F];
        return rest;
      });
    }
  };

  return {
    fieldId,
    errors,
    /** What the form's frame shows and does. */
    frame: {
      alert,
      onSubmit,
      onChange,
      sending: send.isPending,
      thanks: send.isSuccess ? send.data.message : null,
    },
  };
}
