import { describe, expect, it } from 'vitest';
import { POPULAR_OCCASIONS, popularOccasions } from './popular-occasions';

const slugs = (currentSlug: string) => popularOccasions(currentSlug).map((o) => o.slug);

describe('popularOccasions', () => {
  it('links to the seven occasion pages of the spec', () => {
    expect(POPULAR_OCCASIONS.map((o) => o.slug)).toEqual([
      'birthday-cards',
      'anniversary-cards',
      'personalised-cards',
      'thinking-of-you-cards',
      'thank-you-cards',
      'sympathy-cards',
      'get-well-cards',
    ]);
  });

  it('shows at most three, in order, on the all-cards page', () => {
    expect(slugs('greetings-cards')).toEqual([
      'birthday-cards',
      'anniversary-cards',
      'personalised-cards',
    ]);
  });

  it('hides the current category and moves the next one up', () => {
    expect(slugs('birthday-cards')).toEqual([
      'anniversary-cards',
      'personalised-cards',
      'thinking-of-you-cards',
    ]);
    expect(slugs('personalised-cards')).toEqual([
      'birthday-cards',
      'anniversary-cards',
      'thinking-of-you-cards',
    ]);
    expect(slugs('get-well-cards')).toEqual([
      'birthday-cards',
      'anniversary-cards',
      'personalised-cards',
    ]);
  });
});
