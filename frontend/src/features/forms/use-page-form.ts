import type { FormThankYou } from '@shop/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { formFailure } from './form-failure';
import type { FieldErrors, FormCheck, FormValues } from './form-rules';

/**
 * A checked form's behaviour: check in the browser, send, and show what came back — field
 * messages beside their fields (focus on the first) and an alert for the rest. The fields are
 * uncontrolled, so whatever the shopper typed stays put on any error (and text typed before the
 * page hydrated is sent too). `onSent` hears the answer of a send that went through.
 */
export function useCheckedForm<F extends string, Body, Result>({
  send,
  fields,
  read,
  fieldOf,
  onSent,
}: {
  send: UseMutationResult<Result, Error, Body>;
  /** The fields in the order the form shows them. */
  fields: readonly F[];
  read: (values: FormValues) => FormCheck<F, Body>;
  fieldOf: Readonly<Record<string, F>>;
  onSent?: (result: Result) => void;
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
      onSuccess: onSent,
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

  return { fieldId, errors, alert, onSubmit, onChange, sending: send.isPending };
}

/**
 * One content page's form (contact, feedback, survey): a checked form whose answer is a
 * thank-you, shown in place of the form once sent.
 */
export function usePageForm<F extends string, Body>(options: {
  send: UseMutationResult<FormThankYou, Error, Body>;
  /** The fields in the order the form shows them. */
  fields: readonly F[];
  read: (values: FormValues) => FormCheck<F, Body>;
  fieldOf: Readonly<Record<string, F>>;
}) {
  const { fieldId, errors, alert, onSubmit, onChange, sending } = useCheckedForm(options);
  const { send } = options;
  return {
    fieldId,
    errors,
    /** What the form's frame shows and does. */
    frame: {
      alert,
      onSubmit,
      onChange,
      sending,
      thanks: send.isSuccess ? send.data.message : null,
    },
  };
}
