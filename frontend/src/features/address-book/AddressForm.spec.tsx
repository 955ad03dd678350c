import {
  ADDRESS_BOOK_MESSAGES,
  type SavedAddress,
  type SavedAddressRequest,
} from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { renderApp, stubApi } from '../../test/render-app';
import { addressBookApi, GRAN, MUM, refused } from './address-book.fixtures';

const FULL_APP = { timeout: 20_000 };

let book: SavedAddress[];
let sent: SavedAddressRequest[];

function stub(over: Record<string, (init: RequestInit | undefined) => Response> = {}) {
  const api = stubApi({ ...addressBookApi(book, sent), ...over });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });

beforeEach(() => {
  resetSessionState();
  book = [MUM, GRAN];
  sent = [];
});

afterEach(() => vi.unstubAllGlobals());

describe('adding an address', FULL_APP, () => {
  it('names every field to fix before sending, focusing the first, and sends nothing', async () => {
    stub();
    renderApp('/account/address-book/add');
    await screen.findByTestId('address-form');
    type('Postcode', 'HELLO');
    fireEvent.click(screen.getByTestId('address-form-submit'));
    expect(screen.getByTestId('address-recipientName-error').textContent).toBe(
      ADDRESS_BOOK_MESSAGES.recipientName,
    );
    expect(screen.getByTestId('address-addressLine1-error').textContent).toBe(
      ADDRESS_BOOK_MESSAGES.addressRequired,
    );
    expect(screen.getByTestId('address-postcode-error').textContent).toBe(
      ADDRESS_BOOK_MESSAGES.postcode,
    );
    expect(document.activeElement).toBe(field('Recipient name'));
    expect(field('Recipient name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Recipient name').getAttribute('aria-describedby')).toContain('-error');
    // Typing in a field takes its message away.
    type('Recipient name', 'Aunt Jo');
    expect(screen.queryByTestId('address-recipientName-error')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('saves the address and goes back to the book, which says it was added', async () => {
    stub();
    const { router } = renderApp('/account/address-book/add');
    await screen.findByTestId('address-form');
    type('Label', ' Aunt ');
    type('Recipient name', 'Jo Brown');
    type('Address line 1', '5 Daisy Road');
    type('Town', 'York');
    type('Postcode', 'yo1 7hh');
    fireEvent.click(screen.getByTestId('address-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address-book'));
    expect(sent).toEqual([
      {
        label: 'Aunt',
        recipientName: 'Jo Brown',
        addressLine1: '5 Daisy Road',
        addressLine2: '',
        addressLine3: '',
        town: 'York',
        postcode: 'yo1 7hh',
      },
    ]);
    const status = await screen.findByText(ADDRESS_BOOK_MESSAGES.added);
    await waitFor(() => expect(document.activeElement).toBe(status));
  });

  it("shows the server's refusal: a field's message beside it, the checkout's recipient message in the alert", async () => {
    let answer = refused(400, ADDRESS_BOOK_MESSAGES.town);
    stub({ 'POST /api/account/address-book': () => answer });
    renderApp('/account/address-book/add');
    await screen.findByTestId('address-form');
    type('Recipient name', 'Jo Brown');
    type('Address line 1', '5 Daisy Road');
    type('Postcode', 'ZZ1 1ZZ');
    fireEvent.click(screen.getByTestId('address-form-submit'));
    expect((await screen.findByTestId('address-town-error')).textContent).toBe(
      ADDRESS_BOOK_MESSAGES.town,
    );
    expect(document.activeElement).toBe(field('Town'));

    answer = refused(400, 'Please enter a valid recipient.');
    fireEvent.click(screen.getByTestId('address-form-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('address-form-alert').textContent).toBe(
        'Please enter a valid recipient.',
      ),
    );
    expect(screen.getByTestId('address-form-alert').getAttribute('role')).toBe('alert');
    // What was typed stays.
    expect(field('Postcode').value).toBe('ZZ1 1ZZ');
  });
});

describe('editing an address', FULL_APP, () => {
  it('opens the form filled with the address and saves the change', async () => {
    stub();
    const { router } = renderApp(`/account/address-book/edit/${GRAN.id}`);
    await screen.findByTestId('address-form');
    expect(field('Label').value).toBe('');
    expect(field('Recipient name').value).toBe('Gran Jones');
    expect(field('Address line 2').value).toBe('Flat 2, Tulip House');
    expect(field('Postcode').value).toBe('LS1 1BA');
    type('Label', 'Gran');
    fireEvent.click(screen.getByTestId('address-form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/address-book'));
    expect(sent).toEqual([
      {
        label: 'Gran',
        recipientName: 'Gran Jones',
        addressLine1: '',
        addressLine2: 'Flat 2, Tulip House',
        addressLine3: '',
        town: 'Leeds',
        postcode: 'LS1 1BA',
      },
    ]);
    expect(await screen.findByText(ADDRESS_BOOK_MESSAGES.saved)).toBeTruthy();
    expect(
      screen
        .getAllByTestId('address-card')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Mum', 'Gran']);
  });

  it('says the address cannot be found for an id that is not one of the customer’s', async () => {
    const api = stub();
    renderApp('/account/address-book/edit/not-mine');
    const missing = await screen.findByTestId('address-not-found');
    expect(missing.textContent).toContain(ADDRESS_BOOK_MESSAGES.notFound);
    expect(screen.getByRole('alert').textContent).toBe(ADDRESS_BOOK_MESSAGES.notFound);
    expect(screen.getByRole('link', { name: 'Back to your address book' })).toBeTruthy();
    expect(screen.queryByTestId('address-form')).toBeNull();
    // Not found is not asked twice.
    expect(
      api.calls.filter((call) => call.path === '/api/account/address-book/not-mine'),
    ).toHaveLength(1);
  });
});
