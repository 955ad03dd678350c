import { emptyCheckoutState, type CheckoutState } from '@shop/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNavigator } from '../../http/navigation';
import { resetSessionState } from '../../http/session-state';
import { routerNavigator } from '../../router-navigator';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { landingAnswers } from '../landing/landing.fixtures';
import { completedPurchase } from '../order-complete/order-complete.fixtures';
import { basket, order } from '../order-kit/basket.fixtures';

const FULL_APP = { timeout: 20_000 };

let state: CheckoutState;

function payable(): CheckoutState {
  const two = basket([order('a'), order('b', { total: 3000 })], {
    name: 'Grace Hopper',
    email: 'grace@example.com',
  });
  return { ...two, purchase: { ...two.purchase, totalToPay: two.purchase.total } };
}

function stub() {
  const answerState = () =>
    state.purchase.orders.length === 0
      ? envelope({ data: state, redirectUrl: '/', isSignedIn: false })
      : envelope({ data: state, isSignedIn: false });
  const noErrors = (orderIndex: number) => () =>
    envelope({ data: { orderIndex, orderErrors: [], errors: [] }, isSignedIn: false });
  const api = stubApi({
    ...landingAnswers(),
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/checkout/get': () => envelope({ data: state, isSignedIn: false }),
    'GET /api/checkout/get-with-redirect': answerState,
    'GET /api/checkout/validate/1': noErrors(1),
    'GET /api/checkout/validate/2': noErrors(2),
    'GET /api/payment/config': () =>
      envelope({ data: { provider: 'test', publishableKey: null }, isSignedIn: false }),
    'POST /api/checkout/begin': () => envelope({ data: state, isSignedIn: false }),
    'POST /api/payment/pay': () => {
      // Paid: the session now has a new, empty basket.
      state = emptyCheckoutState();
      return envelope({
        data: { status: 'paid', purchaseId: 'pur-1', orderNumbers: ['P1234567', 'P7654321'] },
        redirectUrl: '/order-complete',
        isSignedIn: false,
      });
    },
    'GET /api/order-complete': () => envelope({ data: completedPurchase(), isSignedIn: false }),
    'GET /api/landing-page/header': () =>
      envelope({ data: { earliestDeliveryDate: '2026-06-05' }, isSignedIn: false }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
  state = payable();
});

afterEach(() => vi.unstubAllGlobals());

function payWithVisa() {
  const form = screen.getByTestId('card-form');
  const set = (label: string, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  set('Card number', '4242 4242 4242 4242');
  set('Expiry date (MM / YY)', '12 / 40');
  set('Security code (CVC)', '123');
  set('Name on card', 'Grace Hopper');
  fireEvent.click(within(form).getByRole('button', { name: 'Pay £80.25' }));
}

describe('the payment page', FULL_APP, () => {
  it("shows every order's summary, the totals and the card form; records begin_checkout once", async () => {
    const api = stub();
    renderApp('/payment');
    const page = await screen.findByTestId('payment-page');
    await within(page).findByTestId('card-form');
    expect(within(page).getByTestId('order-summary-1')).toBeTruthy();
    expect(within(page).getByTestId('order-summary-2')).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Edit order 2' })).toBeTruthy();
    expect(screen.getByTestId('payment-total').textContent).toBe('Total to pay£80.25');
    expect(page.textContent).not.toContain('Online payment is not open yet');
    expect(screen.queryByTestId('payment-unavailable')).toBeNull();
    expect(document.title).toBe('Payment | Posy');
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/checkout/begin')).toEqual([
        { method: 'POST', path: '/api/checkout/begin' },
      ]),
    );
  });

  it('pays, opens the thank-you page with the basket count at 0, and Back cannot pay again', async () => {
    const api = stub();
    const { router } = renderApp('/payment');
    setNavigator(routerNavigator(router));
    await screen.findByTestId('card-form');
    payWithVisa();
    await screen.findByTestId('order-complete-page');
    expect(router.state.location.pathname).toBe('/order-complete');
    await waitFor(() =>
      expect(screen.getByTestId('header-basket').getAttribute('aria-label')).toBe('Basket (0)'),
    );

    router.history.back();
    await screen.findByTestId('home');
    expect(router.state.location.pathname).toBe('/');
    expect(api.calls.filter((call) => call.path === '/api/payment/pay')).toHaveLength(1);
  });

  it("opens the order's checkout page, its errors shown, when paying finds it not ready", async () => {
    const api = stub();
    const missingCard =
      'Your order is missing a card. Every order is sent with a free or premium card. Click here to edit your order.';
    let ready = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/payment/pay') {
        ready = false;
        return Promise.resolve(
          new Response(
            JSON.stringify({
              data: null,
              error: 'Some of your orders need a little more detail before you can pay.',
            }),
            { status: 422, headers: { 'Content-Type': 'application/json' } },
          ),
        );
      }
      if (path === '/api/checkout/validate/2' && !ready) {
        return Promise.resolve(
          envelope({
            data: {
              orderIndex: 2,
              orderErrors: [{ message: missingCard, editing: 'card' }],
              errors: [missingCard],
            },
            isSignedIn: false,
          }),
        );
      }
      return api.fetchStub(input, init);
    });
    const { router } = renderApp('/payment');
    await screen.findByTestId('card-form');
    payWithVisa();
    await screen.findByTestId('checkout-page');
    expect(router.state.location.pathname).toBe('/checkout/2');
    expect((await screen.findByTestId('checkout-order-errors')).textContent).toBe(missingCard);
  });
});
