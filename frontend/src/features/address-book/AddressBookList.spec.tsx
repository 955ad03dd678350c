import { ADDRESS_BOOK_MESSAGES, type SavedAddress } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { addressBookApi, GRAN, MUM, refused } from './address-book.fixtures';

const FULL_APP = { timeout: 20_000 };

let book: SavedAddress[];

function stub(over: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  const api = stubApi({ ...addressBookApi(book), ...over });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

const cards = () => screen.getAllByTestId('address-card');
const titles = () => cards().map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  resetSessionState();
  book = [MUM, GRAN];
});

afterEach(() => vi.unstubAllGlobals());

describe('the address book page', FULL_APP, () => {
  it('lists the addresses, the default first and marked, each with Edit, Make default and Delete', async () => {
    stub();
    renderApp('/account/address-book');
    await screen.findAllByTestId('address-card');
    expect(titles()).toEqual(['Mum', 'Gran Jones']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Address Book');
    await waitFor(() => expect(document.title).toBe('Address Book | Posy'));
    const [mum, gran] = cards();
    expect(within(mum).getByTestId('address-default').textContent).toBe('Default address');
    expect(within(gran).queryByTestId('address-default')).toBeNull();
    expect(
      [...(mum.querySelector('address')?.children ?? [])].map((line) => line.textContent),
    ).toEqual(['Mary Smith', '1 Rose Lane', 'Oxford', 'OX1 1AA']);
    expect(within(gran).getByText('Flat 2, Tulip House')).toBeTruthy();
    // The default has nothing to make default; every action names its address for screen readers.
    expect(within(mum).queryByTestId('address-make-default')).toBeNull();
    expect(within(gran).getByTestId('address-make-default').textContent).toBe(
      'Make default Gran Jones',
    );
    expect(within(gran).getByTestId('address-edit').getAttribute('href')).toBe(
      `/account/address-book/edit/${GRAN.id}`,
    );
    expect(screen.getByTestId('address-book-add').getAttribute('href')).toBe(
      '/account/address-book/add',
    );
  });

  it('makes another address the default: it moves first and the page says so, with focus', async () => {
    const api = stub();
    renderApp('/account/address-book');
    const [, gran] = await screen.findAllByTestId('address-card');
    fireEvent.click(within(gran).getByTestId('address-make-default'));
    await waitFor(() => expect(titles()).toEqual(['Gran Jones', 'Mum']));
    const status = screen.getByTestId('address-book-status');
    expect(status.textContent).toBe(ADDRESS_BOOK_MESSAGES.madeDefault);
    expect(document.activeElement).toBe(status.firstElementChild);
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: `/api/account/address-book/${GRAN.id}/default`,
    });
  });

  it('asks before deleting: No keeps the address (focus back on Delete), Yes deletes it', async () => {
    const api = stub();
    renderApp('/account/address-book');
    const [mum] = await screen.findAllByTestId('address-card');
    fireEvent.click(within(mum).getByTestId('address-delete'));
    const question = within(mum).getByTestId('address-delete-confirm');
    expect(question.textContent).toContain('Delete Mum from your address book?');
    expect(document.activeElement).toBe(within(mum).getByTestId('address-delete-yes'));
    fireEvent.click(within(mum).getByTestId('address-delete-no'));
    expect(document.activeElement).toBe(within(mum).getByTestId('address-delete'));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(within(mum).getByTestId('address-delete'));
    fireEvent.click(within(mum).getByTestId('address-delete-yes'));
    await waitFor(() => expect(titles()).toEqual(['Gran Jones']));
    expect(screen.getByTestId('address-book-status').textContent).toBe(
      ADDRESS_BOOK_MESSAGES.deleted,
    );
    // The server made the remaining address the default.
    expect(within(cards()[0]).getByTestId('address-default')).toBeTruthy();
  });

  it('shows a refused change in an alert and keeps the list', async () => {
    stub({
      [`DELETE /api/account/address-book/${GRAN.id}`]: () =>
        refused(404, "Sorry, we couldn't find what you were looking for."),
    });
    renderApp('/account/address-book');
    const [, gran] = await screen.findAllByTestId('address-card');
    fireEvent.click(within(gran).getByTestId('address-delete'));
    fireEvent.click(within(gran).getByTestId('address-delete-yes'));
    const alert = await screen.findByText("Sorry, we couldn't find what you were looking for.");
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(titles()).toEqual(['Mum', 'Gran Jones']);
  });

  it('sends a guest to sign in (and back here after), asking nothing of the address book', async () => {
    const api = stub({
      'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    });
    const { router } = renderApp('/account/address-book');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.search).toEqual({ redirect: '/account/address-book' });
    expect(api.calls.some((call) => call.path.startsWith('/api/account/address-book'))).toBe(false);
  });

  it('says so when there is no address yet, with the link to add one', async () => {
    book = [];
    stub();
    renderApp('/account/address-book');
    const empty = await screen.findByTestId('address-book-empty');
    expect(empty.textContent).toContain(ADDRESS_BOOK_MESSAGES.empty);
    expect(screen.getByRole('link', { name: 'Add a new address' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Saved addresses' })).toBeNull();
  });
});
