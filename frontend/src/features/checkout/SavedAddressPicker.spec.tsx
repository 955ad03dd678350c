import type { CheckoutState, SavedAddress } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { addressBookApi, GRAN, MUM } from '../address-book/address-book.fixtures';
import { basket, item, order } from '../order-kit/basket.fixtures';

const FULL_APP = { timeout: 20_000 };

const BOOK = '/api/account/address-book';
let state: CheckoutState;
let updates: { key: string; data: Record<string, unknown> }[];

function stub(signedIn: boolean, book: SavedAddress[]) {
  const answer = (data: unknown) => envelope({ data, isSignedIn: signedIn });
  const api = stubApi({
    ...(signedIn ? addressBookApi(book) : {}),
    'GET /api/user-session': () =>
      answer(signedIn ? { customerId: 'c1', email: 'cara@example.com' } : null),
    'GET /api/checkout/get': () => answer(state),
    'GET /api/checkout/get-with-redirect': () => answer(state),
    'GET /api/checkout/validate/1': () => answer({ orderIndex: 1, orderErrors: [], errors: [] }),
    'POST /api/checkout/update': (init) => {
      updates.push(JSON.parse(String(init?.body)) as (typeof updates)[number]);
      return answer(state);
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

beforeEach(() => {
  resetSessionState();
  updates = [];
  state = basket([
    order('a', {
      orderItems: [item({ name: 'The Harriet' })],
      orderDelivery: {
        ...order('a').orderDelivery,
        recipientName: '',
        addressLine1: '',
        postcode: '',
      },
    }),
  ]);
});

afterEach(() => vi.unstubAllGlobals());

describe("the checkout recipient's saved addresses", FULL_APP, () => {
  it('fill the recipient fields with one choice; the customer can change them, then saves', async () => {
    stub(true, [MUM, GRAN]);
    renderApp('/checkout/1');
    const select = (await screen.findByLabelText('Use a saved address')) as HTMLSelectElement;
    expect(screen.getByTestId('checkout-recipient').contains(select)).toBe(true);
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose from your address book…',
      'Mum: Mary Smith, 1 Rose Lane, Oxford, OX1 1AA',
      'Gran Jones: Gran Jones, Flat 2, Tulip House, Leeds, LS1 1BA',
    ]);
    fireEvent.change(select, { target: { value: GRAN.id } });
    expect(value('recipient-recipientName')).toBe('Gran Jones');
    expect(value('recipient-addressLine1')).toBe('');
    expect(value('recipient-addressLine2')).toBe('Flat 2, Tulip House');
    expect(value('recipient-town')).toBe('Leeds');
    expect(value('recipient-postcode')).toBe('LS1 1BA');
    expect(screen.getByTestId('saved-address-status').textContent).toBe(
      'The address for Gran Jones is filled in. Check it, then press Save.',
    );
    // Nothing is saved until the customer says so, and what they change is what is saved.
    expect(updates).toEqual([]);
    fireEvent.change(screen.getByTestId('recipient-addressLine1'), {
      target: { value: 'Ring twice' },
    });
    fireEvent.click(screen.getByTestId('recipient-save'));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      key: 'recipient',
      data: {
        recipientName: 'Gran Jones',
        addressLine1: 'Ring twice',
        addressLine2: 'Flat 2, Tulip House',
        addressLine3: '',
        town: 'Leeds',
        postcode: 'LS1 1BA',
      },
    });
  });

  it('are not offered to a guest, who is not asked for an address book', async () => {
    const api = stub(false, []);
    renderApp('/checkout/1');
    await screen.findByTestId('recipient-save');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/user-session')).toBe(true),
    );
    expect(screen.queryByTestId('saved-address-picker')).toBeNull();
    expect(api.calls.some((call) => call.path.startsWith(BOOK))).toBe(false);
  });

  it('are not offered to a customer with an empty address book', async () => {
    const api = stub(true, []);
    renderApp('/checkout/1');
    await screen.findByTestId('recipient-save');
    await waitFor(() => expect(api.calls.some((call) => call.path === BOOK)).toBe(true));
    expect(screen.queryByTestId('saved-address-picker')).toBeNull();
  });
});
