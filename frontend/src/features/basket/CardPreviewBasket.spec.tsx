import type { CheckoutState } from '@shop/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { holdModalDelay } from '../../test/modal-delay';
import { envelope, renderApp, stubApi } from '../../test/render-app';
import { basket, order } from '../order-kit/basket.fixtures';
import { basketPanel } from '../basket/basket-panel-store';

const FULL_APP = { timeout: 20_000 };

let state: CheckoutState;

beforeEach(() => {
  resetSessionState();
  window.dataLayer = [];
  state = basket([order('a'), order('b')]);
  vi.stubGlobal(
    'fetch',
    stubApi({
      'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
      'GET /api/checkout/get': () => envelope({ data: state, isSignedIn: false }),
      'GET /api/checkout/get-with-redirect': () => envelope({ data: state, isSignedIn: false }),
    }).fetchStub,
  );
});

afterEach(() => {
  act(() => basketPanel.close());
  vi.unstubAllGlobals();
});

async function previewFromPanel(orderIndex: number) {
  const view = renderApp('/search?q=rose');
  const count = await screen.findByTestId('header-basket-count');
  await waitFor(() => expect(count.getAttribute('data-loaded')).toBe('true'));
  fireEvent.click(screen.getByTestId('header-basket'));
  const panel = await screen.findByTestId('basket-panel');
  fireEvent.click(await within(panel).findByTestId(`order-summary-toggle-${orderIndex}`));
  const button = within(panel).getByTestId(`order-summary-preview-${orderIndex}`);
  expect(button.textContent).toBe(`Preview the card of order ${orderIndex}`);
  const delay = holdModalDelay();
  fireEvent.click(button);
  await delay.pass();
  const dialog = await screen.findByTestId('card-preview-modal');
  return { ...view, panel, dialog };
}

describe('card preview from the basket panel', FULL_APP, () => {
  it("shows the order's saved message and card in the 'Preview' modal", async () => {
    const { dialog, panel } = await previewFromPanel(2);
    expect(within(dialog).getByRole('heading', { hidden: true }).textContent).toBe('Preview');
    expect(within(dialog).getByTestId('card-preview-modal-card-message').textContent).toBe(
      'Happy birthday to my favourite sister in the world',
    );
    expect(within(dialog).getByTestId('card-preview-modal-card-caption').textContent).toBe(
      'Premium A6 Card',
    );
    // Escape closes the preview, not the basket panel around it.
    fireEvent.keyDown(within(dialog).getByTestId('card-preview-ok'), { key: 'Escape' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByTestId('card-preview-modal')).toBeNull());
    expect(panel.isConnected).toBe(true);
    expect(basketPanel.isOpen()).toBe(true);
  });

  it("Edit closes the panel and opens the order's checkout page at the message", async () => {
    const { dialog, router } = await previewFromPanel(2);
    fireEvent.click(within(dialog).getByTestId('card-preview-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/2'));
    expect(router.state.location.state.editing).toBe('message');
    expect(basketPanel.isOpen()).toBe(false);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByTestId('checkout-message')),
    );
  });
});
