import type { CheckoutState, OrderValidationResponse } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, item, order } from '../order-kit/basket.fixtures';

const FULL_APP = { timeout: 20_000 };

let state: CheckoutState;
let validation: OrderValidationResponse;
const updates: { key: string; orderIndex: number; data: Record<string, unknown> }[] = [];

const failed = (error: string, status = 422) =>
  new Response(JSON.stringify({ data: null, error, isSignedIn: false }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function stub() {
  const answerState = () =>
    state.purchase.orders.length === 0
      ? envelope({ data: state, redirectUrl: '/', isSignedIn: false })
      : envelope({ data: state, isSignedIn: false });
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/checkout/get': () => envelope({ data: state, isSignedIn: false }),
    'GET /api/checkout/get-with-redirect': answerState,
    'GET /api/checkout/validate/1': () => envelope({ data: validation, isSignedIn: false }),
    'GET /api/checkout/validate/2': () =>
      envelope({ data: { orderIndex: 2, orderErrors: [], errors: [] }, isSignedIn: false }),
    'POST /api/checkout/update': (init) => {
      const body = JSON.parse(String(init?.body)) as (typeof updates)[number];
      updates.push(body);
      if (body.key === 'recipient' && body.data.addressLine1 === '') {
        return failed('Please enter a valid recipient.');
      }
      if (body.key === 'card') {
        const [first] = state.purchase.orders;
        const withCard = order(first.id, {
          orderItems: [
            first.orderItems[0],
            item({ name: 'Card', card: true, attributes: ['A6'], price: 225 }),
          ],
          total: first.total + 225,
        });
        state = basket([withCard, ...state.purchase.orders.slice(1)]);
        validation = { orderIndex: 1, orderErrors: [], errors: [] };
      }
      return envelope({ data: state, isSignedIn: false });
    },
    'POST /api/checkout/remove': (init) => {
      const { orderId } = JSON.parse(String(init?.body)) as { orderId: string };
      state = basket(state.purchase.orders.filter((o) => o.id !== orderId));
      return envelope({ data: state, isSignedIn: false });
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

const MISSING_CARD =
  'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.';

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
  updates.length = 0;
  const fresh = order('a', {
    orderItems: [item({ name: 'The Harriet' })],
    orderDelivery: {
      ...order('a').orderDelivery,
      recipientName: '',
      addressLine1: '',
      postcode: '',
    },
    total: 3500,
  });
  state = basket([fresh]);
  validation = {
    orderIndex: 1,
    orderErrors: [{ message: MISSING_CARD, editing: 'card' }],
    errors: [MISSING_CARD],
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openCheckout(path = '/checkout/1') {
  const view = renderApp(path);
  await screen.findByTestId('checkout-card');
  return view;
}

describe('checkout page', FULL_APP, () => {
  it('shows the order errors with a link after Click here, and the card choice', async () => {
    stub();
    await openCheckout();
    const errors = await screen.findByTestId('checkout-order-errors');
    expect(errors.textContent).toBe(MISSING_CARD);
    const link = within(errors).getByTestId('order-error-link-card');
    expect(link.textContent).toBe('Click here to edit your order.');

    const card = screen.getByTestId('checkout-card');
    expect(within(card).getByRole('group').querySelector('legend')?.textContent).toBe(
      'Choose a card',
    );
    const labels = within(card)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Standard CardFREE', 'Premium A6 Card£2.25', 'Premium A5 Card£3.50']);
    expect(screen.getByTestId('message-needs-card')).not.toBeNull();
  });

  it('chooses a card, then checks the message live against its limits', async () => {
    stub();
    await openCheckout();
    fireEvent.click(screen.getByTestId('card-option-premium-a6'));
    await waitFor(() =>
      expect(updates).toContainEqual({ key: 'card', orderIndex: 1, data: { size: 'premium-a6' } }),
    );
    await waitFor(() => expect(screen.queryByTestId('checkout-order-errors')).toBeNull());
    const input = await screen.findByTestId('message-input');
    fireEvent.change(input, { target: { value: 'Hello\nthere' } });
    expect(screen.getByTestId('message-count').textContent).toBe(
      '11 / 400 characters, 2 / 10 lines',
    );
    expect(screen.queryByTestId('message-overflow')).toBeNull();
    fireEvent.change(input, { target: { value: 'x'.repeat(401) } });
    const overflow = screen.getByTestId('message-overflow');
    expect(overflow.textContent).toBe('Oops! Your message is a bit too long - please shorten it.');
    expect(overflow.getAttribute('role')).toBe('alert');
    expect((screen.getByTestId('message-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'With love' } });
    fireEvent.click(screen.getByTestId('message-save'));
    await waitFor(() => expect(screen.getByTestId('message-saved').textContent).toBe('Saved'));
    expect(updates.at(-1)).toEqual({
      key: 'message',
      orderIndex: 1,
      data: { message: 'With love', personalisationConfiguration: null },
    });
  });

  it("shows the server's invalid recipient message", async () => {
    stub();
    await openCheckout();
    fireEvent.change(screen.getByTestId('recipient-recipientName'), {
      target: { value: 'Ada' },
    });
    fireEvent.click(screen.getByTestId('recipient-save'));
    const error = await screen.findByTestId('recipient-error');
    expect(error.textContent).toBe('Please enter a valid recipient.');
    expect(error.getAttribute('role')).toBe('alert');
  });

  it('saves customer details with the mail-shot box ticked by default', async () => {
    stub();
    await openCheckout();
    const mailShot = screen.getByTestId('details-mailshot') as HTMLInputElement;
    expect(mailShot.checked).toBe(true);
    fireEvent.change(screen.getByTestId('details-name'), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByTestId('details-email'), { target: { value: 'g@example.com' } });
    fireEvent.click(screen.getByTestId('details-save'));
    await waitFor(() =>
      expect(updates.at(-1)).toEqual({
        key: 'details',
        orderIndex: 1,
        data: { name: 'Grace', email: 'g@example.com', phone: '', mailShot: true },
      }),
    );
  });

  it('focuses the section named by the editing link state', async () => {
    stub();
    const { router } = await openCheckout();
    await router.navigate({
      to: '/checkout/$orderIndex',
      params: { orderIndex: 1 },
      state: { editing: 'recipient' },
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('checkout-recipient')),
    );
  });

  it('links to the other orders and goes home when the last order is removed', async () => {
    state = basket([state.purchase.orders[0], order('b')]);
    stub();
    const { router } = await openCheckout('/checkout/2');
    const nav = screen.getByTestId('checkout-orders-nav');
    expect(within(nav).getByTestId('checkout-order-link-1').getAttribute('href')).toBe(
      '/checkout/1',
    );
    expect(within(nav).getByTestId('checkout-order-link-2').getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(screen.getByTestId('remove-order-2'));
    fireEvent.click(screen.getByTestId('remove-confirm-yes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/1'));
    await waitFor(() => expect(screen.queryByTestId('checkout-orders-nav')).toBeNull());

    fireEvent.click(await screen.findByTestId('remove-order-1'));
    fireEvent.click(screen.getByTestId('remove-confirm-yes'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(JSON.stringify(window.dataLayer)).toContain('"event":"remove_from_cart"');
  });
});
