import { useState } from 'react';
import { StarIcon } from '../../ui/feature-icons';
import { useKeepPickedChoice } from '../../ui/use-keep-typed-value';
import { ratingText } from '../../ui/StarRating';
import { describedBy, FieldError } from './FormField';
import { RequiredMark } from './FormFrame';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating of 1 to 5 stars as a radio group: each radio is named '3 stars' and drawn as a star,
 * the stars up to the one chosen filled; the choice is also written out ('3 out of 5 stars').
 */
export function StarRatingInput({
  id,
  name,
  legend,
  error,
  testId,
}: {
  id: string;
  name: string;
  legend: string;
  error: string | undefined;
  testId: string;
}) {
  const [rating, setRating] = useState(0);
  // A star clicked before the page hydrated still counts.
  const keepPicked = useKeepPickedChoice((value) => setRating(Number(value)));
  const errorId = `${id}-error`;
  return (
    <fieldset
      ref={keepPicked}
      className="form-choices star-input"
      aria-describedby={describedBy(`${id}-chosen`, error && errorId)}
      data-testid={testId}
    >
      <legend className="form-field__label">
        {legend}
        <RequiredMark />
      </legend>
      <div className="star-input__stars">
        {STARS.map((stars) => (
          <label key={stars} className="star-input__star">
            <input
              id={stars === 1 ? id : undefined}
              className="star-input__radio"
              type="radio"
              name={name}
              value={stars}
              required
              aria-invalid={error ? true : undefined}
              onChange={() => setRating(stars)}
              data-testid={`${testId}-${stars}`}
            />
            <StarIcon
              className={`star-input__icon${stars <= rating ? ' star-input__icon--on' : ''}`}
              width="36"
              height="36"
              aria-hidden="true"
            />
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-chosen`} className="star-input__chosen" data-testid={`${testId}-chosen`}>
        {rating > 0 ? ratingText(rating) : 'No stars chosen yet'}
      </p>
      <FieldError id={errorId} error={error} testId={`${testId}-error`} />
    </fieldset>
  );
}
