import { useCallback, useState, type InputHTMLAttributes } from 'react';
import { RequiredMark } from './FormFrame';

/** The ids that describe a field, those that are shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const shown = ids.filter(Boolean);
  return shown.length > 0 ? shown.join(' ') : undefined;
}

/** A field's message, beside it; referenced by the field's `aria-describedby`. */
export function FieldError({
  id,
  error,
  testId,
}: {
  id: string;
  error: string | undefined;
  testId: string;
}) {
  if (!error) return null;
  return (
    <p id={id} className="form-field__error" data-testid={testId}>
      {error}
    </p>
  );
}

type TextInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'defaultValue'
>;

/** A labelled one-line text field with an optional hint and its message. */
export function TextField({
  id,
  name,
  label,
  required = false,
  hint,
  error,
  testId,
  ...input
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  testId: string;
} & TextInputProps) {
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        className="form-field__input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)}
        data-testid={testId}
        {...input}
      />
      <FieldError id={`${id}-error`} error={error} testId={`${testId}-error`} />
    </div>
  );
}

/** '1,995 characters left' / '5 characters too many'. */
export function characterCount(length: number, limit: number): string {
  const left = limit - length;
  const count = (n: number) =>
    `${n.toLocaleString('en-GB')} ${n === 1 ? 'character' : 'characters'}`;
  return left >= 0 ? `${count(left)} left` : `${count(-left)} too many`;
}

/** A labelled text area with a count against its limit; the limit is checked, not enforced. */
export function TextAreaField({
  id,
  name,
  label,
  required = false,
  hint,
  limit,
  rows = 6,
  error,
  testId,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  limit: number;
  rows?: number;
  error: string | undefined;
  testId: string;
}) {
  const [length, setLength] = useState(0);
  // Counts text typed before the page hydrated, too.
  const countTyped = useCallback((area: HTMLTextAreaElement | null) => {
    if (area) setLength(area.value.length);
  }, []);
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <textarea
        ref={countTyped}
        id={id}
        name={name}
        className="form-field__input form-field__textarea"
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && `${id}-hint`, `${id}-count`, error && `${id}-error`)}
        onChange={(event) => setLength(event.target.value.length)}
        data-testid={testId}
      />
      <p
        id={`${id}-count`}
        className={`form-field__count${length > limit ? ' form-field__count--over' : ''}`}
        data-testid={`${testId}-count`}
      >
        {characterCount(length, limit)}
      </p>
      <FieldError id={`${id}-error`} error={error} testId={`${testId}-error`} />
    </div>
  );
}
