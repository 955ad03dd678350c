import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from './http/session-state';
import { landingAnswers } from './features/landing/landing.fixtures';
import { envelope, renderApp, stubApi } from './test/render-app';

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  resetSessionState();
  api = stubApi({
    'GET /api/user-session': () =>
      envelope({ data: { customerId: null, email: null }, isSignedIn: false }),
    ...landingAnswers(),
  });
  vi.stubGlobal('fetch', api.fetchStub);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The frame's parts; the app banner and footer arrive with their own (lazily loaded) code. */
async function expectShopChrome(shown: boolean) {
  if (shown) await screen.findByTestId('site-footer');
  for (const testId of ['site-header', 'trust-strip', 'app-banner', 'site-footer']) {
    expect(screen.queryByTestId(testId) !== null, testId).toBe(shown);
  }
  expect(screen.queryByTestId('checkout-header') !== null).toBe(!shown);
}

describe('routes and layout', () => {
  it('opens the home page inside the full shop layout', async () => {
    renderApp('/');
    await screen.findByTestId('home');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Flowers from £20.50 with a free personal card',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('Next-day delivery when ordered by 5pm')).toBeTruthy();
    await expectShopChrome(true);
    expect(screen.getByRole('link', { name: 'Skip to main content' }).getAttribute('href')).toBe(
      '#main',
    );
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('sends a bare /checkout to the first order', async () => {
    const { router } = renderApp('/checkout');
    await screen.findByTestId('checkout-page');
    expect(router.state.location.pathname).toBe('/checkout/1');
    expect(screen.getByTestId('checkout-order-number').textContent).toBe('Order 1');
  });

  it('shows the checkout page of the order in the address, under the slim checkout header', async () => {
    renderApp('/checkout/3');
    await screen.findByTestId('checkout-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeTruthy();
    expect(screen.getByTestId('checkout-order-number').textContent).toBe('Order 3');
    expect(screen.getByTestId('checkout-header').textContent).toContain('Secure checkout');
    await expectShopChrome(false);
    expect(document.title).toBe('Checkout | Posy');
  });

  it.each(['/checkout/0', '/checkout/abc', '/checkout/-1', '/checkout/1.5'])(
    'treats %s as a page that does not exist',
    async (path) => {
      renderApp(path);
      await screen.findByTestId('not-found-page');
      expect(screen.queryByTestId('checkout-page')).toBeNull();
    },
  );

  it('shows the payment page under the slim checkout header', async () => {
    renderApp('/payment');
    await screen.findByTestId('payment-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeTruthy();
    await expectShopChrome(false);
  });

  it('checks the session on checkout pages too, where the header is hidden', async () => {
    renderApp('/payment');
    await screen.findByTestId('payment-page');
    await waitFor(() =>
      expect(api.calls).toContainEqual({ method: 'GET', path: '/api/user-session' }),
    );
  });

  it('brings the shop layout back when leaving checkout', async () => {
    const { router } = renderApp('/payment');
    await screen.findByTestId('payment-page');
    await router.navigate({ to: '/' });
    await screen.findByTestId('home');
    await waitFor(() => expectShopChrome(true));
  });
});
