import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/render-app';
import { WEEK } from '../calendar/calendar.fixtures';
import { harriet } from './product.fixtures';
import { ok, openHarriet, resetShopper } from './product-test-app';

beforeEach(resetShopper);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('choosing a size', () => {
  const deluxe = harriet({
    name: 'The Harriet (Deluxe)',
    price: 4500,
    discountedPrice: 4500,
    earliestDeliveryDate: '2026-06-06',
  });

  it('replaces the shown product with the variant, then Continue reveals the purchase area', async () => {
    const { api } = await openHarriet(
      {},
      { 'GET /api/product/id/11011': ok({ product: deluxe, errors: [] }) },
    );
    const group = screen.getByRole('group', { name: 'Choose your size' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByTestId('variant-option-11012').textContent).toContain('Luxury');
    expect(within(group).getByTestId('variant-option-11012').textContent).toContain('£55.00');
    expect(screen.queryByTestId('purchase-area')).toBeNull();
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(continueButton.disabled).toBe(true);

    fireEvent.click(within(group).getByRole('radio', { name: /Deluxe/ }));
    await screen.findByRole('heading', { level: 1, name: 'The Harriet (Deluxe)' });
    expect(api.calls).toContainEqual({ method: 'GET', path: '/api/product/id/11011' });
    expect(screen.getByTestId('product-price').textContent).toBe('£45.00');
    expect((within(group).getByRole('radio', { name: /Deluxe/ }) as HTMLInputElement).checked).toBe(
      true,
    );

    await waitFor(() => expect(continueButton.disabled).toBe(false));
    fireEvent.click(continueButton);
    const area = screen.getByTestId('purchase-area');
    expect(area.getAttribute('aria-label')).toBe('Choose delivery');
    expect(area.querySelector('[data-testid="delivery-date-picker"]')).not.toBeNull();
    expect(document.activeElement).toBe(area);
  });

  it('adds the chosen size: the add carries the variant id, not the product id', async () => {
    const { api } = await openHarriet(
      {},
      {
        'GET /api/product/id/11011': ok({ product: deluxe, errors: [] }),
        'POST /api/product/add': ok([]),
      },
    );
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path.startsWith('/api/calendar/get-days/')) {
        return Promise.resolve(envelope({ data: WEEK, isSignedIn: false }));
      }
      if (path === '/api/product/add') bodies.push(JSON.parse(String(init?.body)));
      return api.fetchStub(input, init);
    });
    const group = screen.getByRole('group', { name: 'Choose your size' });
    fireEvent.click(within(group).getByRole('radio', { name: /Deluxe/ }));
    await screen.findByRole('heading', { level: 1, name: 'The Harriet (Deluxe)' });
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(continueButton.disabled).toBe(false));
    fireEvent.click(continueButton);
    const add = (await screen.findByTestId('add-to-basket')) as HTMLButtonElement;
    // Standard Delivery, which needs no postcode check.
    fireEvent.click(await screen.findByRole('radio', { name: /24th November/ }));
    await waitFor(() => expect(add.disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ id: 11011 });
  });

  it('hides the purchase area again when the size changes', async () => {
    await openHarriet(
      {},
      {
        'GET /api/product/id/11011': ok({ product: deluxe, errors: [] }),
        'GET /api/product/id/11012': ok({
          product: harriet({ name: 'The Harriet (Luxury)', price: 5500, discountedPrice: 5500 }),
          errors: [],
        }),
      },
    );
    fireEvent.click(screen.getByRole('radio', { name: /Deluxe/ }));
    await screen.findByRole('heading', { level: 1, name: 'The Harriet (Deluxe)' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByTestId('purchase-area')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Luxury/ }));
    expect(screen.queryByTestId('purchase-area')).toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'The Harriet (Luxury)' });
    expect(screen.getByTestId('product-price').textContent).toBe('£55.00');
  });

  it('keeps the shown product and lists the errors when the variant answer has errors', async () => {
    await openHarriet(
      {},
      {
        'GET /api/product/id/11011': ok({ product: deluxe, errors: [] }),
        'GET /api/product/id/11012': ok({
          product: null,
          errors: ['Sorry, the Luxury size has sold out.', 'Please choose another size.'],
        }),
      },
    );
    fireEvent.click(screen.getByRole('radio', { name: /Deluxe/ }));
    await screen.findByRole('heading', { level: 1, name: 'The Harriet (Deluxe)' });
    fireEvent.click(screen.getByRole('radio', { name: /Luxury/ }));
    const alert = screen.getByTestId('variant-errors');
    await waitFor(() =>
      expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
        'Sorry, the Luxury size has sold out.',
        'Please choose another size.',
      ]),
    );
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Harriet (Deluxe)');
    expect(screen.getByTestId('product-price').textContent).toBe('£45.00');
    expect((screen.getByRole('radio', { name: /Deluxe/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows the request error when the variant cannot be fetched', async () => {
    await openHarriet();
    fireEvent.click(screen.getByRole('radio', { name: /Luxury/ }));
    await waitFor(() =>
      expect(screen.getByTestId('variant-errors').textContent).toBe(
        'Oops! There has been an error - please try again.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Harriet');
    expect((screen.getByRole('radio', { name: /Luxury/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows a "From" price label until a size is chosen, then the exact price', async () => {
    await openHarriet(
      { priceLabel: 'From £35' },
      {
        'GET /api/product/id/11011': ok({
          product: { ...deluxe, priceLabel: 'From £35' },
          errors: [],
        }),
      },
    );
    expect(screen.getByTestId('product-price').textContent).toBe('From £35');
    fireEvent.click(screen.getByRole('radio', { name: /Deluxe/ }));
    await screen.findByRole('heading', { level: 1, name: 'The Harriet (Deluxe)' });
    expect(screen.getByTestId('product-price').textContent).toBe('£45.00');
  });

  it('shows the purchase area straight away for a product with one size', async () => {
    await openHarriet({ variants: [] });
    expect(screen.queryByRole('group', { name: 'Choose your size' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByTestId('add-to-basket').textContent).toBe('Add to basket');
  });

  it('says so when the product is unavailable', async () => {
    await openHarriet({ variants: [], available: false, earliestDeliveryDate: null });
    expect(screen.getByTestId('purchase-area').textContent).toBe(
      'Sorry, unfortunately this product is currently unavailable.',
    );
  });
});
