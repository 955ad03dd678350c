import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { birthdayCard, harriet } from './product.fixtures';
import { ok, openHarriet, resetShopper, serve } from './product-test-app';

beforeEach(resetShopper);

afterEach(() => {
  vi.unstubAllGlobals();
});

const viewItems = () =>
  (window.dataLayer ?? []).filter(
    (entry) => (entry as { event?: string } | null)?.event === 'view_item',
  );

describe('product page head and analytics', () => {
  it('titles the page, sets description, canonical link and Product JSON-LD', async () => {
    await openHarriet({
      discountedPrice: 3000,
      discountAmount: '5.00',
      defaultDeliveryMethodCost: 399,
    });
    await waitFor(() => expect(document.title).toBe('The Harriet | Posy'));
    const origin = window.location.origin;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/product/the-harriet`,
    );
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Scented pink roses and stocks Free personal card and flower food',
    );
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'The Harriet | Posy',
    );
    const script = document.querySelector('script[type="application/ld+json"]');
    const ld = JSON.parse(script?.textContent ?? '{}');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'The Harriet',
      sku: 'FLW-101',
      image: [`${origin}/images/products/101-586.svg`],
      offers: { priceCurrency: 'GBP', price: 30, availability: 'https://schema.org/InStock' },
    });
    expect(ld.offers.shippingDetails.shippingRate.value).toBe(3.99);
    expect(ld.description).not.toContain('<');
  });

  it('pushes one view_item with name, id, price, brand and quantity', async () => {
    await openHarriet(
      {},
      {
        'GET /api/product/id/11011': ok({
          product: harriet({ name: 'The Harriet (Deluxe)', price: 4500, discountedPrice: 4500 }),
          errors: [],
        }),
      },
    );
    await waitFor(() => expect(viewItems()).toHaveLength(1));
    expect(viewItems()[0]).toMatchObject({
      ecommerce: {
        items: [
          {
            item_name: 'The Harriet',
            item_id: '101',
            price: 35,
            item_brand: 'Flowers',
            quantity: 1,
          },
        ],
      },
    });
    fireEvent.click(screen.getByRole('radio', { name: /Deluxe/ }));
    await screen.findByRole('heading', { level: 1, name: 'The Harriet (Deluxe)' });
    expect(viewItems()).toHaveLength(1);
  });
});

describe('product page content', () => {
  it('shows breadcrumb, name, price, gallery, description and bullet points', async () => {
    await openHarriet();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Flowers' }).getAttribute('href')).toBe(
      '/category/flowers',
    );
    expect(crumbs.getByText('The Harriet').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Harriet');
    expect(screen.getByTestId('product-price').textContent).toBe('£35.00');
    const image = screen.getByTestId('product-gallery-main-image');
    expect(image.getAttribute('alt')).toBe('The Harriet');
    expect(image.getAttribute('width')).toBe('586');
    expect(image.getAttribute('height')).toBe('586');
    expect(screen.getByText('white lisianthus').tagName).toBe('STRONG');
    expect(screen.getByTestId('product-bullet-points').textContent).toContain(
      '7-day freshness guarantee',
    );
    expect(screen.getByRole('button', { name: 'Add The Harriet to favourites' })).toBeTruthy();
    const badges = screen.getByTestId('product-payment-badges').textContent;
    for (const method of ['Visa', 'Apple Pay', 'Google Pay', 'Mastercard', 'PayPal']) {
      expect(badges).toContain(method);
    }
  });

  it("opens and closes the 'Bouquet contents' list", async () => {
    await openHarriet();
    const toggle = screen.getByRole('button', { name: 'Bouquet contents' });
    const list = screen.getByTestId('bouquet-contents-list');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(list.textContent).toContain('5 pink roses');
    fireEvent.click(toggle);
    expect(list.hidden).toBe(true);
  });

  it('has no bouquet contents when the product lists none', async () => {
    await openHarriet({ contents: [] });
    expect(screen.queryByRole('button', { name: 'Bouquet contents' })).toBeNull();
  });

  it('lists related products linking to their pages with their prices', async () => {
    await openHarriet();
    const related = await screen.findByTestId('related-products');
    expect(within(related).getByRole('heading').textContent).toBe(
      'You might also be interested in…',
    );
    const florence = within(related).getByRole('link', { name: /The Florence/ });
    expect(florence.getAttribute('href')).toBe('/product/the-florence');
    expect(florence.textContent).toContain('£40.00');
    const beatrice = within(related).getByRole('link', { name: /The Beatrice/ });
    expect(within(beatrice).getByTestId('price-now').textContent).toContain('£25.00');
  });
});

describe('card products', () => {
  it('use the card layout with size, personalisation note and no bouquet contents', async () => {
    serve(birthdayCard({ contents: ['should not show'] }));
    renderApp('/product/personalised-photo-birthday-card');
    const page = await screen.findByTestId('product-page');
    expect(page.getAttribute('data-layout')).toBe('card');
    expect(screen.getByTestId('product-gallery').className).toContain('product-gallery--portrait');
    expect(screen.getByTestId('card-size').textContent).toBe('Premium A5 Card');
    expect(screen.getByRole('heading', { name: 'Personalise this card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bouquet contents' })).toBeNull();
  });

  it('call a card without a premium size a Standard Card and skip the note when not personalisable', async () => {
    serve(birthdayCard({ attributes: [], isPersonalisable: false }));
    renderApp('/product/personalised-photo-birthday-card');
    await screen.findByTestId('product-page');
    expect(screen.getByTestId('card-size').textContent).toBe('Standard Card');
    expect(screen.queryByTestId('card-personalise')).toBeNull();
  });

  it('lays flowers out as a bouquet', async () => {
    await openHarriet();
    expect(screen.getByTestId('product-page').getAttribute('data-layout')).toBe('bouquet');
    expect(screen.queryByTestId('card-size')).toBeNull();
  });
});

describe('missing products and failed loads', () => {
  it('shows the not-found page when the answer has no product', async () => {
    serve(undefined);
    renderApp('/product/not-a-product');
    await screen.findByTestId('not-found-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Oops! Page not found.');
    expect(screen.queryByTestId('product-page')).toBeNull();
  });

  it('lists the errors of a failed product answer in an alert', async () => {
    const api = stubApi({
      'GET /api/user-session': ok({ customerId: null, email: null }),
      'GET /api/product/slug/the-harriet': () =>
        envelope({
          data: null,
          errors: ['Sorry, this product has been withdrawn.', 'Please try another.'],
        }),
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderApp('/product/the-harriet');
    const alert = await screen.findByTestId('product-errors');
    expect([...alert.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Sorry, this product has been withdrawn.',
      'Please try another.',
    ]);
    expect(screen.getByTestId('error-page')).toBeTruthy();
  });
});
