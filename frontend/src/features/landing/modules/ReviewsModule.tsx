import type { ReviewsModule as ReviewsModuleShape } from '@shop/contracts';
import { ModuleSection } from './ModuleSection';
import { StarRating } from '../../../ui/StarRating';
import './reviews-module.css';

const count = new Intl.NumberFormat('en-GB');

/** '1 review', '12,480 reviews'. */
export function reviewCountText(reviews: number): string {
  return `${count.format(reviews)} ${reviews === 1 ? 'review' : 'reviews'}`;
}

/** The shop's rating and review count, then a few reviews as quotes. */
export function ReviewsModule({ module }: { module: ReviewsModuleShape }) {
  return (
    <ModuleSection module={module} className="reviews-module">
      <p className="reviews-module__summary" data-testid="reviews-summary">
        <StarRating rating={module.rating} className="reviews-module__rating" />
        <span className="reviews-module__count">
          from <span data-testid="reviews-count">{reviewCountText(module.reviewCount)}</span>
        </span>
      </p>
      {module.reviews.length > 0 && (
        <ul className="reviews-module__list">
          {module.reviews.map((review, index) => (
            <li key={index} className="reviews-module__review">
              <figure className="reviews-module__figure">
                <StarRating rating={review.rating} className="reviews-module__review-rating" />
                <blockquote className="reviews-module__quote">
                  <p>{review.text}</p>
                </blockquote>
                <figcaption className="reviews-module__author">{review.author}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </ModuleSection>
  );
}
