import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FavouriteButton } from './FavouriteButton';
import { favourites } from './favourites-store';

describe('FavouriteButton', () => {
  beforeEach(() => localStorage.clear());

  it('toggles the product in the favourites list and says so', () => {
    render(<FavouriteButton productId={101} productName="The Harriet" />);
    const heart = screen.getByRole('button', { name: 'Add The Harriet to favourites' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(favourites.ids()).toEqual([101]);
    expect(
      screen
        .getByRole('button', { name: 'Remove The Harriet from favourites' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    fireEvent.click(heart);
    expect(favourites.ids()).toEqual([]);
  });
});
