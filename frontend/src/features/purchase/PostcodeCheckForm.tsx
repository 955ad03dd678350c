import type { PostcodeCheckResult } from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { checkPostcode } from '../../api/postcode.queries';
import { isRequestError } from '../../http/request-error';
import {
  POSTCODE_FAILED_MESSAGE,
  POSTCODE_INVALID_MESSAGE,
  POSTCODE_UNAVAILABLE_MESSAGE,
} from './purchase-messages';
import { useKeepTypedValue } from '../../ui/use-keep-typed-value';
import { isPostcodeFormatAllowed, normalisePostcodeInput } from './postcode-rules';
import './postcode-check-form.css';

export interface PostcodeCheckFormProps {
  methodId: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The postcode has passed a check. */
  valid: boolean;
  onChecked: (result: PostcodeCheckResult) => void;
}

/** 'Postcode check (required)' (docs/rules-checkout.md "Postcode check form", "Postcode check"). */
export function PostcodeCheckForm({
  methodId,
  value,
  onValueChange,
  valid,
  onChecked,
}: PostcodeCheckFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const keepTyped = useKeepTypedValue((text) => onValueChange(normalisePostcodeInput(text)));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setInfo(null);
    if (!isPostcodeFormatAllowed(value)) {
      setError(POSTCODE_INVALID_MESSAGE);
      return;
    }
    setError(null);
    setChecking(true);
    try {
      const answer = await checkPostcode(methodId, value.trim());
      if (answer.messages.length > 0) {
        setInfo(answer.messages.join(', '));
        setError(POSTCODE_FAILED_MESSAGE);
        return;
      }
      if (!answer.result.available) setError(POSTCODE_UNAVAILABLE_MESSAGE);
      onChecked(answer.result);
    } catch (failure) {
      const badFormat =
        isRequestError(failure) && failure.serverErrors.includes(POSTCODE_INVALID_MESSAGE);
      setError(badFormat ? POSTCODE_INVALID_MESSAGE : POSTCODE_FAILED_MESSAGE);
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      className="postcode-check"
      aria-labelledby={`${inputId}-title`}
      data-testid="postcode-check"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={`${inputId}-title`} className="postcode-check__title">
        Postcode check (required)
      </h3>
      <label htmlFor={inputId} className="postcode-check__label">
        Please enter the delivery postcode:
      </label>
      <div className="postcode-check__row">
        <input
          id={inputId}
          className="postcode-check__input"
          type="text"
          autoComplete="postal-code"
          placeholder="E.g. AB1 2CD"
          required
          ref={keepTyped}
          value={value}
          readOnly={valid}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="postcode-input"
          onChange={(event) => {
            setError(null);
            onValueChange(normalisePostcodeInput(event.target.value));
          }}
        />
        {valid ? (
          <span className="postcode-check__valid" role="status" data-testid="postcode-valid">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
              <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
            </svg>
            Postcode is valid
          </span>
        ) : (
          <button
            type="submit"
            className="button button--primary postcode-check__button"
            disabled={checking}
            data-testid="postcode-check-button"
          >
            {checking ? 'Checking…' : 'Check'}
          </button>
        )}
      </div>
      {info && (
        <p className="postcode-check__info" role="status" data-testid="postcode-info">
          {info}
        </p>
      )}
      <p id={errorId} className="postcode-check__error" role="alert" data-testid="postcode-error">
        {error ?? ''}
      </p>
    </form>
  );
}
