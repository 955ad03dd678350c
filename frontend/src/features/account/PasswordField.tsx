import { useId, useState } from 'react';

/**
 * A password with a show/hide toggle (docs/rules-storefront.md "Validation"): required and at least
 * 10 characters unless told otherwise (sign-in asks for at least 1: old passwords are still
 * passwords).
 */
export function PasswordField({
  label,
  name,
  value,
  onChange,
  autoComplete,
  minLength = 10,
  required = true,
  hint,
  testId,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  minLength?: number;
  required?: boolean;
  hint?: string;
  testId: string;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="form-field">
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="password-field">
        <input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          className="password-field__input"
          autoComplete={autoComplete}
          minLength={minLength}
          maxLength={200}
          required={required}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          data-testid={testId}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          aria-pressed={shown}
          onClick={() => setShown((now) => !now)}
          data-testid={`${testId}-toggle`}
        >
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> password</span>
        </button>
      </div>
    </div>
  );
}
