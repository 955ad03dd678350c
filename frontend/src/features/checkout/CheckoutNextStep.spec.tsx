import type { CheckoutState, OrderValidationResponse } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';
import { isCheckoutReady, nextIncompleteOrder } from '../order-kit/order-readiness';

const FULL_APP = { timeout: 20_000 };

const DETAILS = { name: 'Ada Lovelace', email: 'ada@example.com' };
const INVALID_RECIPIENT = 'Please enter a valid recipient. Click here to edit your order.';
/** An order docs/rules-checkout.md "Order readiness" calls incomplete: no address. */
const noAddress = (id: string) =>
  order(id, { orderDelivery: { ...order(id).orderDelivery, addressLine1: '' } });

function serve(state: CheckoutState, errorsOf: Record<number, string[]> = {}) {
  const validation = (orderIndex: number): OrderValidationResponse => {
    const messages = errorsOf[orderIndex] ?? [];
    return {
      orderIndex,
      orderErrors: messages.map((message) => ({ message, editing: 'recipient' })),
      errors: messages,
    };
  };
  const answers: Parameters<typeof stubApi>[0] = {
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/checkout/get': () => envelope({ data: state, isSignedIn: false }),
    'GET /api/checkout/get-with-redirect': () => envelope({ data: state, isSignedIn: false }),
  };
  state.purchase.orders.forEach((_, i) => {
    answers[`GET /api/checkout/validate/${i + 1}`] = () =>
      envelope({ data: validation(i + 1), isSignedIn: false });
  });
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

afterEach(() => {
  resetSessionState();
  vi.unstubAllGlobals();
});

describe('order readiness (spec 000 §4)', () => {
  it('is ready with details and every order complete; gift cards skip the checks', () => {
    expect(isCheckoutReady(basket([order('a')], DETAILS))).toBe(true);
    expect(isCheckoutReady(basket([order('a')]))).toBe(false);
    expect(isCheckoutReady(basket([], DETAILS))).toBe(false);
    expect(isCheckoutReady(basket([noAddress('a')], DETAILS))).toBe(false);
    const giftCard = order('g', {
      isGiftCard: true,
      orderDelivery: { ...noAddress('g').orderDelivery, postcode: '' },
    });
    expect(isCheckoutReady(basket([giftCard], DETAILS))).toBe(true);
  });

  it('finds the next incomplete order after this one, wrapping round, never this one', () => {
    const state = basket([noAddress('a'), order('b'), noAddress('c')], DETAILS);
    expect(nextIncompleteOrder(state, 1)).toBe(3);
    expect(nextIncompleteOrder(state, 2)).toBe(3);
    expect(nextIncompleteOrder(state, 3)).toBe(1);
    expect(nextIncompleteOrder(basket([noAddress('a')]), 1)).toBeNull();
  });
});

describe('the end of a checkout page', FULL_APP, () => {
  it("offers 'Continue to payment' when every order is ready", async () => {
    serve(basket([order('a'), order('b')], DETAILS));
    renderApp('/checkout/2');
    const next = await screen.findByTestId('checkout-next-step');
    const link = within(next).getByRole('link', { name: 'Continue to payment' });
    expect(link.getAttribute('href')).toBe('/payment');
  });

  it('links to the next order that is not ready yet', async () => {
    serve(basket([order('a'), noAddress('b')], DETAILS));
    renderApp('/checkout/1');
    const next = await screen.findByTestId('checkout-next-step');
    const link = within(next).getByRole('link', { name: 'Continue to order 2' });
    expect(link.getAttribute('href')).toBe('/checkout/2');
  });

  it('says what this page still needs when it is the only thing left', async () => {
    serve(basket([order('a')]));
    renderApp('/checkout/1');
    expect((await screen.findByTestId('checkout-next-hint')).textContent).toBe(
      'Add your name and email address to continue to payment.',
    );
  });

  it('keeps the basket in the checkout header', async () => {
    serve(basket([order('a'), order('b')], DETAILS));
    renderApp('/checkout/1');
    const header = await screen.findByTestId('checkout-header');
    await waitFor(() =>
      expect(within(header).getByRole('button', { name: 'Basket (2)' })).toBeTruthy(),
    );
  });
});

describe('/payment before the basket is ready', FULL_APP, () => {
  it('opens the first order with errors at its checkout page, errors shown', async () => {
    const api = serve(basket([order('a'), order('b')], DETAILS), { 2: [INVALID_RECIPIENT] });
    const { router } = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/2'));
    const errors = await screen.findByTestId('checkout-order-errors');
    expect(errors.textContent).toBe(INVALID_RECIPIENT);
    expect(screen.queryByTestId('payment-page')).toBeNull();
    const validated = api.calls.filter((c) => c.path.startsWith('/api/checkout/validate/'));
    expect(validated.slice(0, 2).map((c) => c.path)).toEqual([
      '/api/checkout/validate/1',
      '/api/checkout/validate/2',
    ]);
  });

  it('opens the details of order 1 when the name and email are missing', async () => {
    serve(basket([order('a')]));
    const { router } = renderApp('/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/1'));
    expect(router.state.location.state.editing).toBe('details');
  });

  it('shows payment when every order is ready', async () => {
    serve(basket([order('a')], DETAILS));
    const { router } = renderApp('/payment');
    await screen.findByTestId('payment-total');
    expect(router.state.location.pathname).toBe('/payment');
  });
});
