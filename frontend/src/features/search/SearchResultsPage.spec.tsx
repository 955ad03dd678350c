import type { SearchSuggestion } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { SUGGESTION_DELAY_MS } from './search-rules';

const product = (n: number, prices: Partial<SearchSuggestion> = {}): SearchSuggestion => ({
  slug: `rose-${n}`,
  name: `Rose bouquet ${n}`,
  image: `/images/products/${n}-285.svg`,
  price: 3000 + n,
  discountedPrice: 3000 + n,
  discountAmount: '0.00',
  priceLabel: null,
  ...prices,
});

const resultNames = () =>
  screen
    .getAllByTestId('search-result')
    .map((card) => within(card).getByTestId('search-result-name').textContent);

let searches: string[];

/** The page's code is split from the main bundle; its first load here can take a while. */
const PAGE_LOAD = { timeout: 5000 };

/** The shop's API with a search that answers `results(term)`, or fails with `status`. */
function serveSearch(results: (term: string) => SearchSuggestion[], status = 200) {
  searches = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://shop.test');
    if (url.pathname === '/api/user-session') {
      return Promise.resolve(
        envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
      );
    }
    if (url.pathname === '/api/search/products') {
      searches.push(url.search);
      if (status !== 200) return Promise.resolve(new Response(null, { status }));
      const data = results(url.searchParams.get('term') ?? '');
      return Promise.resolve(envelope({ data, isSignedIn: false }));
    }
    return Promise.resolve(new Response(null, { status: 404 }));
  });
}

beforeEach(() => {
  resetSessionState();
});

/**
 * Timers that run as usual while the page loads and can then be moved past the search box's
 * pause before it suggests, so a test sees what the box would have asked without waiting.
 */
function skippableTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  return () => act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DELAY_MS));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the search page', () => {
  it('lists up to 48 matching products as cards linking to their pages', async () => {
    serveSearch(() => Array.from({ length: 48 }, (_, i) => product(i + 1)));
    renderApp('/search?searchString=rose');

    const page = await screen.findByTestId('search-page', {}, PAGE_LOAD);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe(
      'Search results for "rose"',
    );
    expect(searches).toEqual(['?term=rose&limit=48']);

    const cards = within(page).getAllByTestId('search-result');
    expect(cards).toHaveLength(48);
    expect(cards[0]?.getAttribute('href')).toBe('/product/rose-1');
    expect(cards[0]?.textContent).toBe('Rose bouquet 1 £30.01');
    expect(cards[0]?.querySelector('img')?.getAttribute('src')).toBe('/images/products/1-285.svg');
    expect(screen.getByTestId('search-count').textContent).toBe('48 products');
    await waitFor(() => expect(document.title).toBe('Search | Posy'));
  });

  it('shows each result with its price, formatted as the product cards show it', async () => {
    serveSearch(() => [
      product(1, { price: 3500, discountedPrice: 3000, discountAmount: '5.00' }),
      product(2, { price: 4000, discountedPrice: 4000 }),
      product(3, { price: 2050, discountedPrice: 2050, priceLabel: 'From £20.50' }),
    ]);
    renderApp('/search?searchString=rose');
    await screen.findByTestId('search-results', {}, PAGE_LOAD);

    const [discounted, plain, labelled] = screen.getAllByTestId('search-result');
    expect(within(discounted!).getByTestId('price-was').tagName).toBe('S');
    expect(within(discounted!).getByTestId('price-was').textContent).toBe('Was £35.00');
    expect(within(discounted!).getByTestId('price-now').textContent).toBe('Now £30.00');
    expect(within(plain!).getByTestId('price').textContent).toBe('£40.00');
    expect(within(plain!).queryByTestId('price-was')).toBeNull();
    expect(within(labelled!).getByTestId('price').textContent).toBe('From £20.50');
    expect(resultNames()).toEqual(['Rose bouquet 1', 'Rose bouquet 2', 'Rose bouquet 3']);
  });

  it('keeps the search form on the page, filled in with the term', async () => {
    const pastTheBoxPause = skippableTimers();
    serveSearch(() => [product(1)]);
    renderApp('/search?searchString=peony');
    await screen.findByTestId('search-page', {}, PAGE_LOAD);

    const form = screen.getByRole('search', { name: 'Search again' });
    const input = within(form).getByRole('combobox', { name: 'Search flowers and gifts' });
    expect((input as HTMLInputElement).value).toBe('peony');
    expect(screen.getByTestId('search-count').textContent).toBe('1 product');

    // A box the page filled in asks for no suggestions until the shopper types in it.
    await pastTheBoxPause();
    expect(searches).toEqual(['?term=peony&limit=48']);
  });

  it('says so, in the spec words, when nothing matches', async () => {
    serveSearch(() => []);
    renderApp('/search?searchString=zzzz');

    const message = await screen.findByTestId('search-no-results', {}, PAGE_LOAD);
    expect(message.textContent).toBe(
      'Sorry, we couldn\'t find anything for "zzzz" - try another word.',
    );
    expect(screen.queryByTestId('search-results')).toBeNull();
  });

  it('searches again from the page form and refills it with the new term', async () => {
    serveSearch((term) => (term === 'tulip' ? [product(7)] : [product(1), product(2)]));
    const { router } = renderApp('/search?searchString=rose');
    await screen.findByTestId('search-results', {}, PAGE_LOAD);

    const input = screen.getByTestId('search-page-input');
    fireEvent.change(input, { target: { value: 'tulip' } });
    fireEvent.submit(screen.getByTestId('search-page-form'));

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Search results for "tulip"',
      ),
    );
    expect(router.state.location.search).toEqual({ searchString: 'tulip' });
    expect(resultNames()).toEqual(['Rose bouquet 7']);
    expect((screen.getByTestId('search-page-input') as HTMLInputElement).value).toBe('tulip');
  });

  it('reads a number in the address as the words typed', async () => {
    serveSearch(() => []);
    renderApp('/search?searchString=2024');
    const message = await screen.findByTestId('search-no-results', {}, PAGE_LOAD);
    expect(message.textContent).toContain('"2024"');
    expect(searches).toEqual(['?term=2024&limit=48']);
  });

  it('asks the shopper for a word, without searching, when there is no term', async () => {
    const pastTheBoxPause = skippableTimers();
    serveSearch(() => [product(1)]);
    renderApp('/search');
    const page = await screen.findByTestId('search-page', {}, PAGE_LOAD);
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Search');
    expect(screen.getByTestId('search-prompt')).toBeTruthy();
    await pastTheBoxPause();
    expect(searches).toEqual([]);
  });

  it('keeps the form and shows the error when the search fails', async () => {
    serveSearch(() => [], 500);
    renderApp('/search?searchString=rose');
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert.textContent).toBe('Oops! There has been an error - please try again.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for "rose"');
    expect((screen.getByTestId('search-page-input') as HTMLInputElement).value).toBe('rose');
  });

  it('explains, without searching, a term longer than the shop looks up', async () => {
    serveSearch(() => [product(1)]);
    const term = 'rose '.repeat(25).trim();
    renderApp(`/search?searchString=${encodeURIComponent(term)}`);
    const alert = await screen.findByRole('alert', {}, PAGE_LOAD);
    expect(alert.textContent).toBe(
      'Sorry, a search can be at most 100 characters - try fewer words.',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `Search results for "${term}"`,
    );
    expect(searches).toEqual([]);
  });

  it('takes no more than 100 characters in the search box', async () => {
    serveSearch(() => []);
    renderApp('/search?searchString=rose');
    await screen.findByTestId('search-page', {}, PAGE_LOAD);
    expect((screen.getByTestId('search-page-input') as HTMLInputElement).maxLength).toBe(100);
  });
});
