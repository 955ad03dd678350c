import type { GiftCardBalanceResponse } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';

const FULL_APP = { timeout: 20_000 };

const balance = (overrides: Partial<GiftCardBalanceResponse> = {}): GiftCardBalanceResponse => ({
  code: 'ABCDEFGHJKLMNPQR',
  balance: 1250,
  expiresOn: '2028-06-05',
  expired: false,
  message: null,
  ...overrides,
});

const NOT_FOUND = "Sorry, we couldn't find a gift card with that code.";

function serve() {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/gift-card/balance/ABCDEFGHJKLMNPQR': () =>
      envelope({ data: balance(), isSignedIn: false }),
    'GET /api/gift-card/balance/ZZZZZZZZZZZZZZZZ': () =>
      envelope({
        data: balance({
          code: 'ZZZZZZZZZZZZZZZZ',
          balance: 0,
          expiresOn: '2026-06-05',
          expired: true,
          message: 'This gift card expired on 5th June 2026.',
        }),
        isSignedIn: false,
      }),
    'GET /api/gift-card/balance/YYYYYYYYYYYYYYYY': () =>
      new Response(JSON.stringify({ data: null, error: NOT_FOUND }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return api;
}

beforeEach(() => resetSessionState());
afterEach(() => vi.unstubAllGlobals());

async function check(code: string) {
  fireEvent.change(screen.getByLabelText('Gift card code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
}

describe('Check a Gift Card', FULL_APP, () => {
  it('shows the balance and until when it can be spent', async () => {
    const api = serve();
    renderApp('/gift-card');
    await screen.findByRole('heading', { level: 1, name: 'Check a Gift Card' });
    expect(document.title).toBe('Check a Gift Card | Posy');
    await check('abcd-efgh-jklm-npqr');
    const result = await screen.findByTestId('gift-card-check-result');
    expect(result.textContent).toBe(
      'Gift card ABCD-EFGH-JKLM-NPQRBalance: £12.50Spend it by 5th June 2028.',
    );
    expect(api.calls.filter((call) => call.path.startsWith('/api/gift-card'))).toEqual([
      { method: 'GET', path: '/api/gift-card/balance/ABCDEFGHJKLMNPQR' },
    ]);
  });

  it('says when the card has expired, with nothing left on it', async () => {
    serve();
    renderApp('/gift-card');
    await screen.findByTestId('gift-card-check-page');
    await check('ZZZZ ZZZZ ZZZZ ZZZZ');
    const result = await screen.findByTestId('gift-card-check-result');
    expect(screen.getByTestId('gift-card-check-balance').textContent).toBe('Balance: £0.00');
    expect(screen.getByTestId('gift-card-check-expiry').textContent).toBe(
      'This gift card expired on 5th June 2026.',
    );
    expect(result).toBeTruthy();
  });

  it('says an unknown or mistyped code could not be found', async () => {
    const api = serve();
    renderApp('/gift-card');
    await screen.findByTestId('gift-card-check-page');
    const error = screen.getByTestId('gift-card-check-error');
    expect(error.getAttribute('role')).toBe('alert');

    fireEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(error.textContent).toBe('Please enter your gift card code.');
    await check('ABC');
    expect(error.textContent).toBe(NOT_FOUND);
    expect(api.calls.filter((call) => call.path.startsWith('/api/gift-card'))).toEqual([]);

    await check('YYYYYYYYYYYYYYYY');
    await waitFor(() => expect(error.textContent).toBe(NOT_FOUND));
    expect(screen.queryByTestId('gift-card-check-result')).toBeNull();
    expect(screen.getByLabelText('Gift card code').getAttribute('aria-invalid')).toBe('true');
  });
});
