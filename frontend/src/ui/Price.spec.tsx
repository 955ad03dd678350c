import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Price } from './Price';

describe('Price (spec 001 §5)', () => {
  it('shows the price when there is no discount', () => {
    render(<Price price={3500} discountedPrice={3500} discountAmount="0.00" />);
    expect(screen.getByTestId('price').textContent).toContain('£35.00');
    expect(screen.queryByTestId('price-was')).toBeNull();
  });

  it('strikes the original through beside the discounted price', () => {
    render(<Price price={3500} discountedPrice={3000} discountAmount="5.00" />);
    expect(screen.getByTestId('price-was').textContent).toContain('£35.00');
    expect(screen.getByTestId('price-was').tagName).toBe('S');
    expect(screen.getByTestId('price-now').textContent).toContain('£30.00');
  });

  it('treats a missing discountAmount as no discount', () => {
    render(<Price price={3500} discountedPrice={3000} discountAmount={null} />);
    expect(screen.queryByTestId('price-was')).toBeNull();
  });

  it('lets a priceLabel replace the price', () => {
    render(
      <Price price={3000} discountedPrice={2500} discountAmount="5.00" priceLabel="From £5" />,
    );
    expect(screen.getByTestId('price').textContent).toBe('From £5');
  });
});
