import { describedBy, FieldError } from './FormField';
import { RequiredMark } from './FormFrame';

export interface Choice {
  value: string;
  label: string;
}

/**
 * A question answered by one choice: a fieldset of radios named by its legend. The first radio
 * carries `id`, so focusing the question's error lands on the group. `scale` lays the choices in
 * a row of numbers with words at each end ('Not at all likely' … 'Extremely likely').
 */
export function ChoiceGroup({
  id,
  name,
  legend,
  choices,
  required = false,
  scale,
  error,
  testId,
}: {
  id: string;
  name: string;
  legend: string;
  choices: readonly Choice[];
  required?: boolean;
  scale?: { minLabel: string; maxLabel: string };
  error: string | undefined;
  testId: string;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={`form-choices${scale ? ' form-choices--scale' : ''}`}
      aria-describedby={describedBy(scale && hintId, error && errorId)}
      data-testid={testId}
    >
      <legend className="form-field__label">
        {legend}
        {required && <RequiredMark />}
      </legend>
      {scale && (
        <p id={hintId} className="visually-hidden">
          {`${choices[0].label} means ${scale.minLabel}, ${choices[choices.length - 1].label} means ${scale.maxLabel}.`}
        </p>
      )}
      <div className="form-choices__options">
        {choices.map((choice, index) => (
          <label key={choice.value} className="form-choices__option">
            <input
              id={index === 0 ? id : undefined}
              type="radio"
              name={name}
              value={choice.value}
              required={required}
              aria-invalid={error ? true : undefined}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {scale && (
        <p className="form-choices__ends" aria-hidden="true">
          <span>{scale.minLabel}</span>
          <span>{scale.maxLabel}</span>
        </p>
      )}
      <FieldError id={errorId} error={error} testId={`${testId}-error`} />
    </fieldset>
  );
}
