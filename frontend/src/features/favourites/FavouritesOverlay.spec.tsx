import type { FavouriteProduct } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { FAVOURITES_KEY, favourites } from './favourites-store';

const PRODUCTS: FavouriteProduct[] = [
  {
    id: 101,
    name: 'The Harriet',
    link: '/product/the-harriet',
    image: '/images/products/101-285.svg',
    price: 3500,
    active: true,
    category: 'Flowers',
  },
  {
    id: 107,
    name: 'The Penelope',
    link: '/product/the-penelope',
    image: '/images/products/107-285.svg',
    price: 5500,
    active: false,
    category: 'Flowers',
  },
  {
    id: 401,
    name: 'The Afternoon Tea Hamper',
    link: '/product/the-afternoon-tea-hamper',
    image: '/images/products/401-285.svg',
    price: 4500,
    active: true,
    category: 'Hampers',
  },
];

let favouriteCalls: string[];

function serveFavourites() {
  favouriteCalls = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/user-session') {
      return Promise.resolve(
        envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
      );
    }
    if (url.pathname === '/api/favourites') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      favouriteCalls.push(url.searchParams.get('ids') ?? '');
      const data = PRODUCTS.filter((product) => ids.includes(product.id));
      return Promise.resolve(envelope({ data, isSignedIn: false }));
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
}

async function openOverlay() {
  const heart = await screen.findByTestId('header-favourites');
  fireEvent.click(heart);
  // The overlay's code loads on the first click; here that can take a while.
  const overlay = await screen.findByTestId('favourites-overlay', {}, { timeout: 5000 });
  await waitFor(() => expect(overlay.hasAttribute('open')).toBe(true));
  return overlay;
}

const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (name: string) => screen.getByTestId(`favourites-panel-${name.toLowerCase()}`);

beforeEach(() => {
  resetSessionState();
  localStorage.clear();
  serveFavourites();
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the favourites overlay', () => {
  it('labels the heart with the number of favourites and keeps it up to date', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([101, 401]));
    renderApp('/');
    const heart = await screen.findByTestId('header-favourites');
    expect(heart.getAttribute('aria-label')).toBe('Favourites (2)');
    expect(screen.getByTestId('header-favourites-count').textContent).toBe('2');

    act(() => favourites.add(107));
    expect(heart.getAttribute('aria-label')).toBe('Favourites (3)');
    act(() => favourites.clear());
    expect(heart.getAttribute('aria-label')).toBe('Favourites (0)');
    expect(screen.queryByTestId('header-favourites-count')).toBeNull();
  });

  it('lists each favourite under its tab with its image, link and price', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([101, 107, 401]));
    renderApp('/');
    const overlay = await openOverlay();

    expect(within(overlay).getByRole('heading', { name: 'Favourites' })).toBeTruthy();
    // The tabs render once the overlay's list has loaded; on a busy runner that can lag.
    const flowers = await screen.findByTestId('favourites-panel-flowers', {}, { timeout: 5000 });
    const harriet = await within(flowers).findByTestId('favourite-item-101');
    expect(favouriteCalls).toEqual(['101,107,401']);
    // Tab names stay the spec's words; the counts beside them are for the eye.
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Flowers2',
      'Hampers1',
      'Cards',
    ]);
    expect(tab('Flowers').getAttribute('aria-selected')).toBe('true');
    const link = within(harriet).getByRole('link', { name: 'The Harriet' });
    expect(link.getAttribute('href')).toBe('/product/the-harriet');
    expect(harriet.querySelector('img')?.getAttribute('src')).toBe('/images/products/101-285.svg');
    expect(within(harriet).getByTestId('price').textContent).toBe('£35.00');

    const penelope = within(panel('Flowers')).getByTestId('favourite-item-107');
    expect(within(penelope).getByTestId('favourite-unavailable').textContent).toBe(
      'Currently unavailable',
    );
    expect(within(penelope).queryByTestId('price')).toBeNull();

    expect(panel('Hampers').hidden).toBe(true);
    fireEvent.click(tab('Hampers'));
    expect(panel('Hampers').hidden).toBe(false);
    expect(panel('Flowers').hidden).toBe(true);
    expect(within(panel('Hampers')).getByRole('link').textContent).toBe('The Afternoon Tea Hamper');
  });

  it('is a tabs widget that arrow keys, Home and End move through', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([101]));
    renderApp('/');
    await openOverlay();
    await screen.findByTestId('favourite-item-101');

    const tabs = screen.getAllByRole('tab');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Favourites by type');
    for (const t of tabs) {
      const controlled = document.getElementById(t.getAttribute('aria-controls') ?? '');
      expect(controlled?.getAttribute('role')).toBe('tabpanel');
      expect(controlled?.getAttribute('aria-labelledby')).toBe(t.id);
    }
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);

    fireEvent.keyDown(tab('Flowers'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Hampers'));
    expect(tab('Hampers').getAttribute('aria-selected')).toBe('true');
    expect(tab('Hampers').tabIndex).toBe(0);

    fireEvent.keyDown(tab('Hampers'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('Cards'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Flowers'));
    fireEvent.keyDown(tab('Flowers'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Cards'));
    fireEvent.keyDown(tab('Cards'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Flowers'));
    fireEvent.keyDown(tab('Flowers'), { key: 'End' });
    expect(tab('Cards').getAttribute('aria-selected')).toBe('true');
  });

  it('shows the spec text and a shopping link in each empty tab, without asking the API', async () => {
    renderApp('/');
    await openOverlay();

    const expected = [
      ['Flowers', '/category/flowers'],
      ['Hampers', '/hamper-delivery'],
      ['Cards', '/greetings-cards'],
    ];
    for (const [name, href] of expected) {
      fireEvent.click(tab(name!));
      const empty = within(panel(name!)).getByTestId('favourites-empty');
      expect(empty.textContent).toBe(
        `You don't have any items in your Favourite ${name}. Click here to begin shopping!`,
      );
      const link = within(empty).getByRole('link', { name: 'Click here to begin shopping!' });
      expect(link.getAttribute('href')).toBe(href);
    }
    expect(screen.queryByTestId('favourites-clear-all')).toBeNull();
    expect(favouriteCalls).toEqual([]);
  });

  it('removes a favourite from the local list at once', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([101, 107, 401]));
    renderApp('/');
    await openOverlay();
    const harriet = await screen.findByTestId('favourite-item-101');

    fireEvent.click(within(harriet).getByRole('button', { name: 'Remove The Harriet' }));

    expect(screen.queryByTestId('favourite-item-101')).toBeNull();
    expect(favourites.ids()).toEqual([107, 401]);
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual([107, 401]);
    expect(screen.getByTestId('favourite-item-107')).toBeTruthy();
    expect(screen.getByTestId('header-favourites').getAttribute('aria-label')).toBe(
      'Favourites (2)',
    );
    expect(document.activeElement).toBe(panel('Flowers'));
  });

  it('clears all favourites only after Yes to the question; Cancel keeps them', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([101, 401]));
    renderApp('/');
    await openOverlay();
    await screen.findByTestId('favourite-item-101');

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    const confirm = screen.getByTestId('favourites-confirm');
    expect(confirm.hasAttribute('open')).toBe(true);
    expect(within(confirm).getByTestId('favourites-confirm-question').textContent).toBe(
      'Are you sure you wish to clear your favourites?',
    );

    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(confirm.hasAttribute('open')).toBe(false);
    expect(favourites.ids()).toEqual([101, 401]);
    expect(screen.getByTestId('favourite-item-101')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(confirm.hasAttribute('open')).toBe(false);
    expect(favourites.ids()).toEqual([]);
    expect(within(panel('Flowers')).getByTestId('favourites-empty').textContent).toBe(
      "You don't have any items in your Favourite Flowers. Click here to begin shopping!",
    );
    expect(screen.getByTestId('favourites-overlay').hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(tab('Flowers'));
  });

  it('closes with its Close button and from a product link', async () => {
    localStorage.setItem(FAVOURITES_KEY, JSON.stringify([401]));
    const { router } = renderApp('/');
    const overlay = await openOverlay();

    fireEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    expect(overlay.hasAttribute('open')).toBe(false);

    fireEvent.click(screen.getByTestId('header-favourites'));
    expect(overlay.hasAttribute('open')).toBe(true);
    const link = await within(overlay).findByRole('link', { name: 'The Afternoon Tea Hamper' });
    // With only hampers saved, the Hampers tab is the one shown.
    expect(tab('Hampers').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(link);
    expect(overlay.hasAttribute('open')).toBe(false);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/product/the-afternoon-tea-hamper'),
    );
  });

  it("keeps Escape inside the overlay to itself, so the header's menu stays open", async () => {
    renderApp('/');
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    fireEvent.click(toggle);
    await openOverlay();

    fireEvent.keyDown(tab('Flowers'), { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
