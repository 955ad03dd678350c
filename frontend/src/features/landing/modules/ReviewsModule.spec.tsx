import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReviewsModule } from './ReviewsModule';
import { REVIEWS } from './modules.fixtures';
import { titleOf } from './modules.spec-helpers';

describe('ReviewsModule', () => {
  it('says the rating in words and the number of reviews, the stars only drawn', () => {
    render(<ReviewsModule module={REVIEWS} />);
    const section = screen.getByRole('region', { name: 'What our customers say' });
    expect(titleOf(section)?.tagName).toBe('H2');
    const summary = screen.getByTestId('reviews-summary');
    expect(within(summary).getByTestId('star-rating-text').textContent).toBe('4.7 out of 5 stars');
    expect(screen.getByTestId('reviews-count').textContent).toBe('12,480 reviews');
    const stars = summary.querySelector('.star-rating__stars');
    expect(stars?.getAttribute('aria-hidden')).toBe('true');
    // 4.7 rounds to five filled stars.
    expect(summary.querySelectorAll('.star-rating__star--on')).toHaveLength(5);
  });

  it('quotes each review with its author and rating', () => {
    render(<ReviewsModule module={REVIEWS} />);
    const reviews = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(
      reviews.map((review) => [
        review.querySelector('blockquote')?.textContent,
        review.querySelector('figcaption')?.textContent,
        within(review).getByTestId('star-rating-text').textContent,
      ]),
    ).toEqual([
      ['Beautiful flowers, delivered on time.', 'Sarah, Leeds', '5 out of 5 stars'],
      ['Lovely hamper, my mum was thrilled.', 'Tom, Bath', '4 out of 5 stars'],
    ]);
    expect(reviews[1].querySelectorAll('.star-rating__star--on')).toHaveLength(4);
  });

  it('counts a single review in the singular', () => {
    render(<ReviewsModule module={{ ...REVIEWS, reviewCount: 1, reviews: [] }} />);
    expect(screen.getByTestId('reviews-count').textContent).toBe('1 review');
    expect(screen.queryByRole('list')).toBeNull();
  });
});
