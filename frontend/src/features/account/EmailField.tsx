import { useId } from 'react';

/** The labelled email field of the account forms (required, an email, at most 254 characters). */
export function EmailField({
  value,
  onChange,
  autoComplete,
  describedBy,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  /** `username` where it signs in, `email` where it is the account's address. */
  autoComplete: 'username' | 'email';
  describedBy?: string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        Email address
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete={autoComplete}
        required
        maxLength={254}
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
