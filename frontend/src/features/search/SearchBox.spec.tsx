import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { SearchSuggestion } from '@shop/contracts';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/render-app';
import { SearchBox } from './SearchBox';

const SUGGESTIONS: SearchSuggestion[] = [
  {
    slug: 'everlasting-rose-bouquet',
    name: 'Everlasting Rose Bouquet',
    image: '/i/212.svg',
    price: 3500,
    discountedPrice: 3000,
    discountAmount: '5.00',
    priceLabel: null,
  },
  {
    slug: 'white-christmas-rose',
    name: 'White Christmas Rose',
    image: '/i/326.svg',
    price: 4000,
    discountedPrice: 4000,
    discountAmount: '0.00',
    priceLabel: null,
  },
  {
    slug: 'letterbox-roses',
    name: 'Letterbox Roses',
    image: '/i/203.svg',
    price: 2050,
    discountedPrice: 2050,
    discountAmount: '0.00',
    priceLabel: 'From £20.50',
  },
  {
    slug: 'classic-red-roses',
    name: 'Classic Red Roses',
    image: '/i/108.svg',
    price: 4525,
    discountedPrice: 4525,
    discountAmount: '0.00',
    priceLabel: null,
  },
];

/** What each suggestion reads: its name, then its price as the product cards show it. */
const SUGGESTION_TEXT = [
  'Everlasting Rose Bouquet Was £35.00 Now £30.00',
  'White Christmas Rose £40.00',
  'Letterbox Roses From £20.50',
  'Classic Red Roses £45.25',
];

let searches: URLSearchParams[];

function serveSuggestions() {
  searches = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname !== '/api/search/products') {
      return Promise.resolve(new Response(null, { status: 404 }));
    }
    searches.push(url.searchParams);
    const term = url.searchParams.get('term') ?? '';
    const data = term === 'zzz' ? [] : SUGGESTIONS;
    return Promise.resolve(envelope({ data, isSignedIn: false }));
  });
}

/** The box under a bare router, so navigation can be read from the router's location. */
function renderBox() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => <SearchBox testId="box" landmarkLabel="Products" />,
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/**
 * Moves the fake clock on by `ms`, then lets the answers that were released settle: reading a
 * Response body takes real turns of the event loop, and React Query notifies on a timer.
 */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

async function setup() {
  const router = renderBox();
  await wait(0);
  const input = screen.getByRole('combobox', { name: 'Search flowers and gifts' });
  return { router, input };
}

function type(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const options = () => screen.queryAllByRole('option');

// The suggestion list's code loads as the shopper first focuses or types; here it is compiled once up
// front, so the box's own import of it resolves within the few turns `wait` gives it.
beforeAll(async () => {
  await import('./SearchSuggestions');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  serveSuggestions();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('is a labelled combobox that controls a listbox and is required on desktop', async () => {
    const { input } = await setup();
    const listbox = screen.getByTestId('box-suggestions');

    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.getAttribute('role')).toBe('listbox');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('search', { name: 'Products' })).toBeTruthy();
  });

  it('is not required on phones', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { input } = await setup();
    expect(input.hasAttribute('required')).toBe(false);
  });

  it('asks for 4 suggestions only once the shopper has paused typing for 300 ms', async () => {
    const { input } = await setup();

    for (const value of ['r', 'ro', 'ros', 'rose']) {
      type(input, value);
      await wait(200);
    }
    expect(searches).toHaveLength(0);

    await wait(99);
    expect(searches).toHaveLength(0);
    await wait(1);
    expect(searches.map((params) => params.toString())).toEqual(['term=rose&limit=4']);

    expect(input.getAttribute('aria-expanded')).toBe('true');
    const shown = options();
    expect(
      shown.map((option) => within(option).getByTestId('box-suggestion-name').textContent),
    ).toEqual(SUGGESTIONS.map((s) => s.name));
    expect(shown.map((option) => option.getAttribute('href'))).toEqual(
      SUGGESTIONS.map((s) => `/product/${s.slug}`),
    );
    expect(shown.map((option) => option.querySelector('img')?.getAttribute('src'))).toEqual(
      SUGGESTIONS.map((s) => s.image),
    );
    expect(screen.getByTestId('box-status').textContent).toBe(
      '4 suggestions. Use the up and down arrows to choose one.',
    );
  });

  it('shows each suggestion with its price, formatted as the product cards show it', async () => {
    const { input } = await setup();
    type(input, 'rose');
    await wait(300);

    expect(options().map((option) => option.textContent)).toEqual(SUGGESTION_TEXT);
    const [discounted, plain, labelled] = options();
    expect(within(discounted!).getByTestId('price-was').tagName).toBe('S');
    expect(within(discounted!).getByTestId('price-was').textContent).toBe('Was £35.00');
    expect(within(discounted!).getByTestId('price-now').textContent).toBe('Now £30.00');
    expect(within(plain!).getByTestId('price').textContent).toBe('£40.00');
    expect(within(plain!).queryByTestId('price-was')).toBeNull();
    expect(within(labelled!).getByTestId('price').textContent).toBe('From £20.50');
  });

  it('never asks for an empty or blank term', async () => {
    const { input } = await setup();
    type(input, '   ');
    await wait(1000);
    type(input, '');
    await wait(1000);
    expect(searches).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through suggestions with the arrow keys and opens the highlighted one on Enter', async () => {
    const { router, input } = await setup();
    type(input, 'rose');
    await wait(300);

    const activeName = () => {
      const id = input.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      expect(option?.getAttribute('aria-selected')).toBe('true');
      return option ? within(option).getByTestId('box-suggestion-name').textContent : undefined;
    };

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeName()).toBe('Everlasting Rose Bouquet');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeName()).toBe('White Christmas Rose');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeName()).toBe('Classic Red Roses');
    expect(options().filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);

    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/product/classic-red-roses');
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('submits to the search page when Enter is pressed with nothing highlighted', async () => {
    const { router, input } = await setup();
    type(input, '  rose ');
    await wait(300);
    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toEqual({ searchString: 'rose' });
  });

  it('does not submit an empty box', async () => {
    const { router, input } = await setup();
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(screen.getByTestId('box-form'));
    await wait(0);
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens a suggestion that is clicked', async () => {
    const { router, input } = await setup();
    type(input, 'rose');
    await wait(300);
    fireEvent.click(options()[1]!);
    await wait(0);
    expect(router.state.location.pathname).toBe('/product/white-christmas-rose');
  });

  it('closes the list on Escape, then clears the box on a second Escape', async () => {
    const { input } = await setup();
    type(input, 'rose');
    await wait(300);
    fireEvent.keyDown(input, { key: 'ArrowDown' });

    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.getByTestId('box-suggestions').hidden).toBe(true);
    expect((input as HTMLInputElement).value).toBe('rose');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');

    fireEvent.keyDown(input, { key: 'Escape' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('closes the list when focus leaves the box', async () => {
    const { input } = await setup();
    fireEvent.focus(input);
    type(input, 'rose');
    await wait(300);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    fireEvent.focus(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('says so when nothing matches, and shows no list', async () => {
    const { input } = await setup();
    type(input, 'zzz');
    await wait(300);
    expect(searches).toHaveLength(1);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('box-status').textContent).toBe(
      'No suggestions. Press Enter to search all products.',
    );
  });
});
