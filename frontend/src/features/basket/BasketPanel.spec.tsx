import type { CheckoutState, OrderValidationResponse } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';
import { basketPanel } from './basket-panel-store';

const FULL_APP = { timeout: 20_000 };

let state: CheckoutState;
let validation: Record<number, OrderValidationResponse>;

function stub() {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/checkout/get': () => envelope({ data: state, isSignedIn: false }),
    'POST /api/checkout/remove': (init) => {
      const { orderId } = JSON.parse(String(init?.body)) as { orderId: string };
      state = basket(state.purchase.orders.filter((o) => o.id !== orderId));
      return envelope({ data: state, isSignedIn: false });
    },
    'GET /api/checkout/validate/1': () => envelope({ data: validation[1], isSignedIn: false }),
    'GET /api/checkout/validate/2': () => envelope({ data: validation[2], isSignedIn: false }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

const noErrors = (orderIndex: number): OrderValidationResponse => ({
  orderIndex,
  orderErrors: [],
  errors: [],
});

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
  state = basket([order('a'), order('b', { total: 4000 })]);
  validation = { 1: noErrors(1), 2: noErrors(2) };
});

afterEach(() => {
  act(() => basketPanel.close());
  vi.unstubAllGlobals();
});

async function openPanel() {
  const view = renderApp('/search?q=rose');
  const count = await screen.findByTestId('header-basket-count');
  await waitFor(() => expect(count.getAttribute('data-loaded')).toBe('true'));
  fireEvent.click(screen.getByTestId('header-basket'));
  const panel = await screen.findByTestId('basket-panel');
  await within(panel).findByTestId('basket-orders');
  return { ...view, panel };
}

describe('header basket button', FULL_APP, () => {
  it('hides the count until the basket is known, then shows the number of orders', async () => {
    stub();
    renderApp('/search?q=rose');
    const count = await screen.findByTestId('header-basket-count');
    await waitFor(() => expect(count.textContent).toBe('2'));
    expect(count.getAttribute('data-loaded')).toBe('true');
    const button = screen.getByTestId('header-basket');
    expect(button.getAttribute('aria-label')).toBe('Basket (2)');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('basket panel', FULL_APP, () => {
  it('lists compact order summaries with More Info / Less Info and Edit', async () => {
    stub();
    const { panel } = await openPanel();
    expect(screen.getByTestId('header-basket').getAttribute('aria-expanded')).toBe('true');
    const details = within(panel).getByTestId('order-summary-details-1');
    expect(details.hidden).toBe(true);
    const toggle = within(panel).getByTestId('order-summary-toggle-1');
    expect(toggle.textContent).toBe('More Info');
    fireEvent.click(toggle);
    expect(details.hidden).toBe(false);
    expect(toggle.textContent).toBe('Less Info');
    expect(within(details).getByTestId('order-summary-card').textContent).toContain(
      'Premium A6 Card',
    );
    expect(within(details).getByTestId('order-summary-message').textContent).toBe(
      '“Happy birthday to my favouri…”',
    );
    expect(within(details).getByTestId('order-summary-addon').textContent).toContain('Chocolates');
    expect(within(details).getByTestId('order-summary-pot').textContent).toContain('Ceramic Pot');
    expect(within(details).getByTestId('order-summary-delivery').textContent).toBe(
      '5th June by Standard DeliveryFREE',
    );
    expect(within(details).getByTestId('order-summary-postcode').textContent).toContain('SW1A 1AA');
    expect(within(panel).getByTestId('order-summary-edit-2').getAttribute('href')).toBe(
      '/checkout/2',
    );
    expect(within(panel).getByTestId('basket-total').textContent).toBe('£90.25');
  });

  it('warns when name and email are missing, linking to the first order', async () => {
    stub();
    const { panel } = await openPanel();
    const warning = within(panel).getByTestId('basket-details-warning');
    expect(warning.textContent).toBe(
      "You've not supplied your name and email address, click here to fill them in.",
    );
    expect(within(warning).getByRole('link').getAttribute('href')).toBe('/checkout/1');
  });

  it('asks before removing, then sends remove_from_cart and removes', async () => {
    const api = stub();
    const { panel } = await openPanel();
    fireEvent.click(within(panel).getByTestId('remove-order-1'));
    expect(within(panel).getByTestId('remove-confirm').textContent).toContain(
      'Are you sure you want to remove your order?',
    );
    fireEvent.click(within(panel).getByTestId('remove-confirm-no'));
    expect(within(panel).queryByTestId('remove-confirm')).toBeNull();
    fireEvent.click(within(panel).getByTestId('remove-order-1'));
    fireEvent.click(within(panel).getByTestId('remove-confirm-yes'));
    await waitFor(() => expect(within(panel).queryByTestId('order-summary-2')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/checkout/remove')).toBe(
      true,
    );
    expect(JSON.stringify(window.dataLayer)).toContain('"event":"remove_from_cart"');
    await waitFor(() => expect(screen.getByTestId('header-basket-count').textContent).toBe('1'));
  });

  it('says so when the basket is empty', async () => {
    state = basket([]);
    stub();
    renderApp('/search?q=rose');
    act(() => basketPanel.open());
    expect((await screen.findByTestId('basket-empty')).textContent).toBe('Your basket is empty.');
  });

  it('validates each order in turn and shows per-order errors', async () => {
    validation[2] = {
      orderIndex: 2,
      orderErrors: [
        {
          message: 'Please enter a valid recipient. Click here to edit your order.',
          editing: 'recipient',
        },
      ],
      errors: ['Please enter a valid recipient. Click here to edit your order.'],
    };
    const api = stub();
    const { panel, router } = await openPanel();
    fireEvent.click(within(panel).getByTestId('basket-proceed'));
    const errors = await within(panel).findByTestId('order-errors-2');
    expect(errors.getAttribute('role')).toBe('alert');
    const link = within(errors).getByTestId('order-error-link-recipient');
    expect(link.textContent).toBe('Click here to edit your order.');
    expect(link.getAttribute('href')).toBe('/checkout/2');
    expect(
      api.calls.filter((c) => c.path.startsWith('/api/checkout/validate/')).map((c) => c.path),
    ).toEqual(['/api/checkout/validate/1', '/api/checkout/validate/2']);
    expect(router.state.location.pathname).toBe('/search');
  });

  it('goes to payment when no order has errors, closing the panel', async () => {
    stub();
    const { panel, router } = await openPanel();
    fireEvent.click(within(panel).getByTestId('basket-proceed'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment'));
    await waitFor(() => expect(screen.queryByTestId('basket-panel')).toBeNull());
  });

  it('closes on Escape and on a right swipe of 50 px', async () => {
    stub();
    const { panel } = await openPanel();
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(screen.queryByTestId('basket-panel')).toBeNull();

    act(() => basketPanel.open());
    const reopened = await screen.findByTestId('basket-panel');
    fireEvent.touchStart(reopened, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(reopened, { changedTouches: [{ clientX: 140 }] });
    expect(screen.queryByTestId('basket-panel')).not.toBeNull();
    fireEvent.touchStart(reopened, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(reopened, { changedTouches: [{ clientX: 150 }] });
    expect(screen.queryByTestId('basket-panel')).toBeNull();
  });
});
