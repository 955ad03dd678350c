import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryResponse, FLOWER_PRODUCTS } from './category.fixtures';
import { cardNames, FULL_APP, openFlowers, stubCategoryApi } from './category-page.spec-helpers';
import { ok, stubListingApi } from './listing-test-api';

let api: ReturnType<typeof stubListingApi>;

beforeEach(() => {
  api = stubCategoryApi();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('category filters and sort', FULL_APP, () => {
  it('shows only products with every selected attribute, and says when none match', async () => {
    await openFlowers();
    const sidebar = screen.getByTestId('filter-sidebar');
    expect(within(sidebar).getByRole('group', { name: 'Colour' })).toBeTruthy();
    expect(within(sidebar).getByTestId('swatch-pink')).toBeTruthy();

    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Pink' }));
    expect(cardNames()).toEqual(['The Harriet', 'The Beatrice']);
    expect(screen.getByTestId('product-count').textContent).toBe('2 products');

    fireEvent.click(within(sidebar).getByRole('button', { name: 'Occasion' }));
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Birthday' }));
    expect(cardNames()).toEqual(['The Harriet']);

    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Birthday' }));
    fireEvent.click(within(sidebar).getByRole('checkbox', { name: 'Red' }));
    expect(cardNames()).toEqual([]);
    expect(screen.getByTestId('listing-empty').textContent).toContain(
      "We don't seem to have any products with those filters!",
    );
    fireEvent.click(
      within(screen.getByTestId('listing-empty')).getByRole('button', { name: 'Clear filters' }),
    );
    expect(cardNames()).toHaveLength(FLOWER_PRODUCTS.length);
    expect(
      (within(sidebar).getByRole('checkbox', { name: 'Pink' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('lets each active filter be removed on its own', async () => {
    await openFlowers();
    fireEvent.click(
      within(screen.getByTestId('filter-sidebar')).getByRole('checkbox', { name: 'Pink' }),
    );
    fireEvent.click(
      within(screen.getByTestId('filter-sidebar')).getByRole('checkbox', { name: 'Yellow' }),
    );
    expect(cardNames()).toEqual([]);
    fireEvent.click(
      within(screen.getByTestId('active-filters')).getByRole('button', {
        name: 'Remove filter Yellow',
      }),
    );
    expect(cardNames()).toEqual(['The Harriet', 'The Beatrice']);
  });

  it("opens on the category's default sort, re-sorts, and resets when the category changes", async () => {
    const { router } = await openFlowers();
    const sort = () => screen.getByTestId('sort-select') as HTMLSelectElement;
    expect(sort().value).toBe('weight');
    expect([...sort().options].map((o) => o.textContent)).toEqual([
      'Bestsellers',
      'Price (Desc)',
      'Price (Asc)',
      'Name: A to Z',
      'Name: Z to A',
    ]);
    fireEvent.change(sort(), { target: { value: 'priceasc' } });
    expect(cardNames()).toEqual([
      'The Ivy',
      'The Beatrice',
      'Sunshine Sunflowers',
      'The Harriet',
      'Classic Red Roses',
    ]);
    fireEvent.change(sort(), { target: { value: 'namedesc' } });
    expect(cardNames()[0]).toBe('The Ivy');
    fireEvent.click(
      within(screen.getByTestId('filter-sidebar')).getByRole('checkbox', { name: 'Pink' }),
    );

    await router.navigate({ to: '/category/$slug', params: { slug: 'house-plants' } });
    await waitFor(() =>
      expect(screen.getByTestId('category-title').textContent).toBe('House Plants'),
    );
    expect(sort().value).toBe('priceasc');
    expect(cardNames()).toEqual(['Calathea', 'Monstera']);

    fireEvent.change(sort(), { target: { value: 'nameasc' } });
    await router.navigate({ to: '/category/$slug', params: { slug: 'flowers' } });
    await waitFor(() => expect(screen.getByTestId('category-title').textContent).toBe('Flowers'));
    expect(sort().value).toBe('weight');
    expect(cardNames()).toHaveLength(FLOWER_PRODUCTS.length);
  });

  it("lists what can be delivered tomorrow under 'Available Soonest', and clears it when chosen again", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-04T23:30:00Z'));
    const ivy = FLOWER_PRODUCTS.find((p) => p.id === 109)!;
    const harriet = FLOWER_PRODUCTS[0];
    api = stubListingApi({
      '/api/category/flowers': () => ok(categoryResponse()),
      '/api/category-products/1/2026-06-06': () =>
        ok({ products: { '101': harriet, '109': ivy }, errors: [] }),
    });
    await openFlowers();
    const choice = within(screen.getByTestId('filter-sidebar')).getByRole('checkbox', {
      name: 'Available Soonest',
    }) as HTMLInputElement;
    fireEvent.click(choice);
    await waitFor(() => expect(cardNames()).toEqual(['The Harriet', 'The Ivy']));
    expect(api.asked('/api/category-products')).toEqual(['/api/category-products/1/2026-06-06']);
    expect(choice.checked).toBe(true);
    expect(screen.getByTestId('available-soonest-date').textContent).toBe(
      'Delivery on Saturday 6th June',
    );

    fireEvent.click(choice);
    expect(choice.checked).toBe(false);
    expect(cardNames()).toHaveLength(FLOWER_PRODUCTS.length);
  });

  it('shows each category-products error as an alert above the products', async () => {
    api = stubListingApi({
      '/api/category/flowers': () => ok(categoryResponse()),
      '/api/category-products/1/2026-11-22': () =>
        ok({
          products: {},
          errors: [
            'Sorry, that delivery date has passed - please choose another.',
            'Delivery is not available on that date.',
          ],
        }),
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T18:00:00Z'));
    await openFlowers();
    fireEvent.click(
      within(screen.getByTestId('filter-sidebar')).getByRole('checkbox', {
        name: 'Available Soonest',
      }),
    );
    const alerts = await within(screen.getByTestId('category-page')).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Sorry, that delivery date has passed - please choose another.',
      'Delivery is not available on that date.',
    ]);
    const empty = screen.getByTestId('listing-empty');
    expect(
      alerts[1].compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});

describe('category page on a small screen', FULL_APP, () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767.98px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
  });

  it("filters in the 'Filter By' overlay headed 'Attribute', with 'Clear All' and 'Done'", async () => {
    await openFlowers();
    expect(screen.queryByTestId('filter-sidebar')).toBeNull();
    expect(screen.getByTestId('sort-select')).toBeTruthy();

    fireEvent.click(screen.getByTestId('filter-by-button'));
    expect(screen.getByTestId('filter-by-button').textContent).toBe('Filter By');
    const overlay = screen.getByTestId('filter-overlay');
    expect(overlay.getAttribute('aria-labelledby')).toBe(overlay.querySelector('h2')?.id);
    expect(overlay.querySelector('h2')?.textContent).toBe('Attribute');
    expect(overlay.hasAttribute('open')).toBe(true);
    fireEvent.click(within(overlay).getByRole('checkbox', { name: 'Pink' }));
    expect(cardNames()).toEqual(['The Harriet', 'The Beatrice']);

    fireEvent.click(within(overlay).getByRole('button', { name: 'Clear All' }));
    expect(cardNames()).toHaveLength(FLOWER_PRODUCTS.length);
    expect(
      (within(overlay).getByRole('checkbox', { name: 'Pink' }) as HTMLInputElement).checked,
    ).toBe(false);

    fireEvent.click(within(overlay).getByRole('checkbox', { name: 'Yellow' }));
    fireEvent.click(within(overlay).getByRole('button', { name: 'Done' }));
    expect(overlay.hasAttribute('open')).toBe(false);
    expect(cardNames()).toEqual(['Sunshine Sunflowers']);
    expect(screen.getByTestId('filter-by-button').textContent).toBe('Filter By1 selected');
  });
});
