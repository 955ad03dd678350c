import { StarIcon } from './feature-icons';
import './star-rating.css';

const STARS = 5;

/** `4.7` → '4.7 out of 5 stars'; whole ratings read without a decimal ('5 out of 5 stars'). */
export function ratingText(rating: number): string {
  return `${Number(rating.toFixed(1))} out of ${STARS} stars`;
}

/**
 * A rating in words, with five stars drawn beside them for the eye only: a star is filled when
 * the rating reaches it, rounded to the nearest star.
 */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={['star-rating', className].filter(Boolean).join(' ')}>
      <span className="star-rating__stars" aria-hidden="true">
        {Array.from({ length: STARS }, (_, index) => (
          <StarIcon
            key={index}
            className={`star-rating__star${index < filled ? ' star-rating__star--on' : ''}`}
            width="18"
            height="18"
          />
        ))}
      </span>
      <span className="star-rating__text" data-testid="star-rating-text">
        {ratingText(rating)}
      </span>
    </span>
  );
}
