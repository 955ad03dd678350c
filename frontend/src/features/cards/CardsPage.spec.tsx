import type { Category, ListingProduct } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { renderApp } from '../../test/render-app';
import { ATTRIBUTE_GROUPS, categoryResponse, listingProduct } from '../category/category.fixtures';
import { ok, stubListingApi } from '../category/listing-test-api';

// These specs render the whole storefront in jsdom, route chunks and all; on a busy two-core
// runner the first render alone can take seconds, so they get more time than a unit test.
const FULL_APP = { timeout: 20_000 };

const cardCategory = (id: number, slug: string, name: string): Category => ({
  id,
  name,
  slug,
  title: `${name} | Send a Card Online`,
  metaDescription: `${name} printed and posted for you.`,
  description: `<p>${name} drawn by independent British illustrators.</p>`,
});

const ALL_CARDS = cardCategory(91, 'greetings-cards', 'Greetings Cards');
const BIRTHDAY_CARDS = cardCategory(92, 'birthday-cards', 'Birthday Cards');

const card = (id: number, overrides: Partial<ListingProduct> = {}) =>
  listingProduct({
    id,
    name: `Card ${id}`,
    slug: `card-${id}`,
    price: 375,
    discountedPrice: 375,
    distributorName: 'Cards',
    attributes: [110],
    categories: [91],
    ...overrides,
  });

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => card(500 + i, { attributes: [i % 2 ? 103 : 105, 110] }));

let api: ReturnType<typeof stubListingApi>;
let answerCards: (url: URL) => ListingProduct[];

beforeEach(() => {
  resetSessionState();
  localStorage.clear();
  window.dataLayer = [];
  answerCards = () => cards(22);
  api = stubListingApi({
    '/api/category/greetings-cards': () =>
      ok(categoryResponse({ category: ALL_CARDS, defaultSort: 'priceasc', products: cards(22) })),
    '/api/category/birthday-cards': () =>
      ok(categoryResponse({ category: BIRTHDAY_CARDS, products: cards(22) })),
    '/api/search/cards': (url) => ok(answerCards(url)),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCards(slug = 'greetings-cards') {
  const view = renderApp(`/category/${slug}`);
  await screen.findByTestId('card-grid');
  return view;
}

const gridItems = () => [...screen.getByTestId('card-grid').children] as HTMLElement[];

describe('greetings-card pages', FULL_APP, () => {
  it('shows the heading, description, blooms link and three popular occasions', async () => {
    await openCards();
    expect(screen.getByTestId('category-title').textContent).toBe('Greetings Cards');
    expect(
      screen.getByText('Greetings Cards drawn by independent British illustrators.'),
    ).toBeTruthy();
    const blooms = screen.getByTestId('cards-blooms-link');
    expect(blooms.textContent).toBe('Click here to send blooms too');
    expect(blooms.getAttribute('href')).toBe('/category/flowers');
    const occasions = within(screen.getByTestId('popular-occasions'))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(screen.getByTestId('popular-occasions').querySelector('h2')?.textContent).toBe(
      'Popular Occasions',
    );
    expect(occasions).toEqual([
      ['Birthday', '/category/birthday-cards'],
      ['Anniversary', '/category/anniversary-cards'],
      ['Personalised', '/category/personalised-cards'],
    ]);
    expect(api.asked('/api/search/cards')).toEqual(['/api/search/cards?category=91']);
    await waitFor(() => expect(document.title).toBe('Greetings Cards | Send a Card Online | Posy'));
  });

  it('threads the blooms promo after the 15th card and an occasion box after the 21st', async () => {
    await openCards();
    expect(screen.getAllByTestId('product-card')).toHaveLength(22);
    const items = gridItems();
    expect(items).toHaveLength(24);
    const blooms = within(items[15]).getByTestId('card-promo-blooms');
    expect(blooms.getAttribute('href')).toBe('/category/flowers');
    const occasion = within(items[22]).getByTestId('card-promo-occasion');
    expect(occasion.getAttribute('href')).toBe('/category/personalised-cards');
    expect(occasion.textContent).toContain('Personalise');
    expect(within(items[21]).getByTestId('product-card').dataset.productId).toBe('520');
  });

  it('leaves the blooms promo out below 15 cards', async () => {
    answerCards = () => cards(14);
    await openCards();
    expect(screen.queryByTestId('card-promo-blooms')).toBeNull();
    expect(screen.queryByTestId('card-promo-occasion')).toBeNull();
  });

  it('hides the promo list on an occasion page and leaves that occasion out of the shortcuts', async () => {
    await openCards('birthday-cards');
    expect(screen.getByTestId('category-title').textContent).toBe('Birthday Cards');
    expect(screen.getAllByTestId('product-card')).toHaveLength(22);
    expect(gridItems()).toHaveLength(22);
    expect(screen.queryByTestId('card-promo-blooms')).toBeNull();
    expect(screen.queryByTestId('card-promo-occasion')).toBeNull();
    const occasions = within(screen.getByTestId('popular-occasions'))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(occasions).toEqual(['Anniversary', 'Personalised', 'Thinking of You']);
    expect(api.asked('/api/search/cards')).toEqual(['/api/search/cards?category=92']);
  });

  it('opens the filter panel from the search box and searches on Enter, closing the panel', async () => {
    await openCards();
    const input = screen.getByPlaceholderText('Search and filter cards');
    const panel = screen.getByTestId('card-search-panel');
    expect(panel.hidden).toBe(true);
    fireEvent.focus(input);
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByRole('checkbox', { name: 'Personalised Cards Only' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Clear all filters' })).toBeTruthy();

    answerCards = (url) => (url.searchParams.get('term') === 'cat' ? [card(700)] : cards(22));
    fireEvent.change(input, { target: { value: ' cat ' } });
    fireEvent.submit(input.closest('form')!);
    expect(panel.hidden).toBe(true);
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(api.asked('/api/search/cards').at(-1)).toBe('/api/search/cards?category=91&term=cat');
  });

  it("applies 'Personalised Cards Only' and attribute filters with 'Apply Filters'", async () => {
    await openCards();
    fireEvent.click(screen.getByTestId('card-filter-toggle'));
    const panel = screen.getByTestId('card-search-panel');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Personalised Cards Only' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Pink' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Occasion' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Birthday' }));
    // Nothing runs until the filters are applied.
    expect(api.asked('/api/search/cards')).toHaveLength(1);
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(api.asked('/api/search/cards').at(-1)).toBe(
        '/api/search/cards?category=91&personalised=true&attributes=103%2C110',
      ),
    );
    expect(panel.hidden).toBe(true);
  });

  it('says when no card matches, and offers to clear the filters or try a new word', async () => {
    answerCards = (url) => (url.searchParams.has('term') ? [] : cards(22));
    await openCards();
    const input = screen.getByPlaceholderText('Search and filter cards') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'qwertyuiop' } });
    fireEvent.submit(input.closest('form')!);
    const empty = await screen.findByTestId('cards-empty');
    expect(empty.textContent).toContain("Sorry, we don't seem to have any cards that match!");
    expect(empty.textContent).toContain('Clear your filters, or try a new search word.');

    fireEvent.click(within(empty).getByRole('button', { name: 'Try a new search word' }));
    expect(document.activeElement).toBe(input);

    fireEvent.click(within(empty).getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(22));
    expect(input.value).toBe('');
  });

  it('starts a new category with no search or filters', async () => {
    const { router } = await openCards();
    const input = () => screen.getByPlaceholderText('Search and filter cards') as HTMLInputElement;
    fireEvent.change(input(), { target: { value: 'dog' } });
    fireEvent.submit(input().closest('form')!);
    await waitFor(() =>
      expect(api.asked('/api/search/cards').at(-1)).toBe('/api/search/cards?category=91&term=dog'),
    );
    await router.navigate({ to: '/category/$slug', params: { slug: 'birthday-cards' } });
    await waitFor(() =>
      expect(screen.getByTestId('category-title').textContent).toBe('Birthday Cards'),
    );
    expect(input().value).toBe('');
    expect(api.asked('/api/search/cards').at(-1)).toBe('/api/search/cards?category=92');
  });

  it('offers only attribute options that the cards carry', async () => {
    await openCards();
    fireEvent.click(screen.getByTestId('card-filter-toggle'));
    const panel = screen.getByTestId('card-search-panel');
    const legends = [...panel.querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).toEqual(['Colour', 'Occasion']);
    expect(ATTRIBUTE_GROUPS.map((g) => g.name)).toContain('Birthday Ages');
    const options = [...panel.querySelectorAll('label')].map((label) => label.textContent);
    expect(options).toEqual(['Personalised Cards Only', 'Pink', 'Red', 'Birthday']);
  });
});
