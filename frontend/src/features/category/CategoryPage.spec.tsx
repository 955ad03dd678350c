import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { FLOWER_PRODUCTS, FLOWERS } from './category.fixtures';
import { FULL_APP, openFlowers, stubCategoryApi } from './category-page.spec-helpers';

beforeEach(() => {
  stubCategoryApi();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('category page', FULL_APP, () => {
  it('shows the category with its banner, breadcrumb, products and promo', async () => {
    await openFlowers();
    expect(screen.getByTestId('category-title').textContent).toBe('Flowers');
    expect(screen.getByTestId('category-notification').textContent).toContain(
      'Next-day delivery when ordered by 5pm',
    );
    const crumbs = within(screen.getByTestId('breadcrumb')).getAllByRole('link');
    expect(crumbs.map((c) => [c.textContent, c.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Flowers', '/category/flowers'],
    ]);
    expect(crumbs[1].getAttribute('aria-current')).toBe('page');

    expect(screen.getAllByTestId('product-card')).toHaveLength(FLOWER_PRODUCTS.length);
    const harriet = screen.getByTestId('product-link-the-harriet');
    expect(harriet.getAttribute('href')).toBe('/product/the-harriet');
    expect(within(harriet).getByTestId('price').textContent).toBe('£35.00');
    const beatrice = screen.getByTestId('product-link-the-beatrice');
    expect(within(beatrice).getByTestId('price-was').textContent).toBe('Was £30.00');
    expect(within(beatrice).getByTestId('price-now').textContent).toBe('Now £25.00');
    expect(
      within(screen.getByTestId('product-link-the-ivy')).getByTestId('price').textContent,
    ).toBe('From £20.50');
    expect(screen.getByTestId('favourite-toggle-101').getAttribute('aria-label')).toBe(
      'Add The Harriet to favourites',
    );

    const promo = screen.getByTestId('flowers-promo-link');
    expect(promo.getAttribute('href')).toBe('/category/flowers');
    expect(screen.queryByTestId('pot-banner')).toBeNull();
  });

  it('reserves each image box and lazy-loads all but the first row', async () => {
    await openFlowers();
    const images = [...screen.getByTestId('product-grid').querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual([
      'The Harriet',
      'Classic Red Roses',
      'Sunshine Sunflowers',
      'The Beatrice',
      'The Ivy',
    ]);
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('285');
      expect(img.getAttribute('height')).toBe('285');
    }
    expect(images[0].getAttribute('src')).toBe('/images/products/101-285.svg');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
  });

  it('sets the title, description, canonical link and social tags', async () => {
    await openFlowers();
    await waitFor(() =>
      expect(document.title).toBe('Flower Delivery | Fresh Flowers Delivered Next Day | Posy'),
    );
    const meta = (selector: string) =>
      document.head.querySelector(`meta[${selector}]`)?.getAttribute('content');
    expect(meta('name="description"')).toBe(FLOWERS.metaDescription);
    expect(meta('property="og:title"')).toBe(
      'Flower Delivery | Fresh Flowers Delivered Next Day | Posy',
    );
    expect(meta('property="og:description"')).toBe(FLOWERS.metaDescription);
    expect(meta('property="og:type"')).toBe('website');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/category/flowers`,
    );
  });

  it("toggles the description with 'More info' and 'Less info'", async () => {
    await openFlowers();
    const toggle = within(screen.getByTestId('category-page').querySelector('header')!).getByRole(
      'button',
      {
        name: 'More info',
      },
    );
    const description = screen.getByTestId('category-description');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(description.id);
    expect(description.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('Less info');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(description.hidden).toBe(false);
    expect(description.textContent).toContain('hand-tied');
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe('More info');
    expect(description.hidden).toBe(true);
  });

  it('records select_item and opens the product page when a product is picked', async () => {
    const { router } = await openFlowers();
    fireEvent.click(screen.getByTestId('product-link-the-beatrice'));
    const event = window.dataLayer?.find(
      (entry) => (entry as { event?: string }).event === 'select_item',
    );
    expect(event).toMatchObject({
      event: 'select_item',
      ecommerce: {
        currency: 'GBP',
        items: [
          {
            item_name: 'The Beatrice',
            item_id: '102',
            price: 25,
            item_brand: 'Flowers',
            quantity: 1,
          },
        ],
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/the-beatrice'));
  });

  it('keeps the heart out of the link: favouriting does not navigate or record a pick', async () => {
    const { router } = await openFlowers();
    fireEvent.click(screen.getByTestId('favourite-toggle-101'));
    expect(screen.getByTestId('favourite-toggle-101').getAttribute('aria-label')).toBe(
      'Remove The Harriet from favourites',
    );
    expect(screen.getByTestId('favourite-toggle-101').getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.pathname).toBe('/category/flowers');
    expect(window.dataLayer).toEqual([]);
  });

  it("explains 'Choose your pot' on plant categories other than Christmas plants", async () => {
    renderApp('/category/house-plants');
    await screen.findByTestId('category-page');
    expect(
      within(screen.getByTestId('pot-banner')).getByRole('heading', { name: 'Choose your pot' }),
    ).toBeTruthy();

    renderApp('/category/christmas-plants');
    await waitFor(() => expect(screen.getAllByTestId('category-page')).toHaveLength(2));
    expect(screen.getAllByTestId('pot-banner')).toHaveLength(1);
  });

  it('shows the not-found page for an unknown category', async () => {
    renderApp('/category/no-such-category');
    await screen.findByTestId('not-found-page');
    expect(
      within(screen.getByTestId('not-found-page')).getByRole('heading', {
        name: 'Oops! Page not found.',
      }),
    ).toBeTruthy();
    expect(screen.queryByTestId('category-page')).toBeNull();
  });
});
