import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { InlineSpinner } from '../../ui/InlineSpinner';
import './forms.css';

/**
 * A page form's frame: its heading, the note on required fields, an alert for what is not any
 * one field's, and the submit button (still focusable while sending, so focus is never lost).
 * Once sent, the server's thank-you replaces the form in a polite live region and takes focus.
 */
export function FormFrame({
  title,
  submitLabel,
  thanks,
  alert,
  sending,
  onSubmit,
  onChange,
  testId,
  children,
}: {
  title: string;
  submitLabel: string;
  thanks: string | null;
  alert: string | null;
  sending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onChange: (event: FormEvent<HTMLFormElement>) => void;
  testId: string;
  children: ReactNode;
}) {
  const id = useId();
  const thanksRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  return (
    <section className="page-form" aria-labelledby={`${id}-title`} data-testid={testId}>
      <h2 id={`${id}-title`} className="page-form__title">
        {title}
      </h2>
      <div className="page-form__thanks-region" role="status" data-testid={`${testId}-status`}>
        {thanks && (
          <p
            ref={thanksRef}
            className="page-form__thanks"
            tabIndex={-1}
            data-testid={`${testId}-thanks`}
          >
            {thanks}
          </p>
        )}
      </div>
      {!thanks && (
        <form
          className="page-form__form"
          noValidate
          aria-labelledby={`${id}-title`}
          aria-busy={sending}
          onSubmit={onSubmit}
          onChange={onChange}
        >
          <p className="page-form__note">
            Anything marked <span className="form-required">*</span> is required.
          </p>
          {children}
          <div className="page-form__alert" role="alert" data-testid={`${testId}-alert`}>
            {alert && <p>{alert}</p>}
          </div>
          <button
            type="submit"
            className="button button--primary page-form__submit"
            aria-disabled={sending}
            data-testid={`${testId}-submit`}
          >
            {sending && <InlineSpinner />}
            {sending ? 'Sending…' : submitLabel}
          </button>
        </form>
      )}
    </section>
  );
}

/** The star after a required field's label: for the eye; the field itself says it is required. */
export function RequiredMark() {
  return (
    <span className="form-required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
