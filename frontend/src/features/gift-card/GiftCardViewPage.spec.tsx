import type { GiftCardPageResponse } from '@shop/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp, stubApi } from '../../test/render-app';

const FULL_APP = { timeout: 20_000 };

const CARD: GiftCardPageResponse = {
  code: 'ABCDEFGHJKLMNPQR',
  orderNumber: 'P7654321',
  amount: 3000,
  balance: 1250,
  expiresOn: '2028-06-05',
  expired: false,
  recipientName: 'Alan Turing',
  buyerName: 'Grace Hopper',
  message: 'Happy birthday, Alan!',
};

function serve(card: GiftCardPageResponse = CARD) {
  const api = stubApi({
    'GET /api/user-session': () => envelope({ data: null, isSignedIn: false }),
    'GET /api/gift-card/P7654321/ABCDEFGHJKLMNPQR': () =>
      envelope({ data: card, isSignedIn: false }),
    'GET /api/gift-card/P0000000/ABCDEFGHJKLMNPQR': () =>
      new Response(
        JSON.stringify({
          data: null,
          error: "Sorry, we couldn't find a gift card with that code.",
        }),
        { status: 404, headers: { 'Content-Type': 'application/json' } },
      ),
  });
  vi.stubGlobal('fetch', api.fetchStub);
}

beforeEach(() => resetSessionState());
afterEach(() => vi.unstubAllGlobals());

describe("the recipient's gift card page", FULL_APP, () => {
  it('shows the amount, the code to copy, the balance, the expiry and the message', async () => {
    serve();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp('/gift-card/P7654321/ABCDEFGHJKLMNPQR');
    await screen.findByRole('heading', { level: 1, name: 'A gift card for Alan Turing' });
    expect(screen.getByTestId('gift-card-view-amount').textContent).toBe('£30.00');
    expect(screen.getByTestId('gift-card-view-code').textContent).toBe('ABCD-EFGH-JKLM-NPQR');
    expect(screen.getByTestId('gift-card-view-balance').textContent).toBe('£12.50');
    expect(screen.getByTestId('gift-card-view-expiry').textContent).toBe('5th June 2028');
    expect(screen.getByTestId('gift-card-view-message').textContent).toBe('Happy birthday, Alan!');
    expect(screen.getByText('From Grace Hopper')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/');

    fireEvent.click(screen.getByTestId('gift-card-view-copy'));
    await waitFor(() =>
      expect(screen.getByTestId('gift-card-view-copied').textContent).toBe('Code copied'),
    );
    expect(writeText).toHaveBeenCalledWith('ABCD-EFGH-JKLM-NPQR');
  });

  it('says when the card has expired', async () => {
    serve({ ...CARD, expired: true, balance: 0, expiresOn: '2026-06-05' });
    renderApp('/gift-card/P7654321/ABCDEFGHJKLMNPQR');
    const expiry = await screen.findByTestId('gift-card-view-expiry');
    expect(expiry.textContent).toBe('This gift card expired on 5th June 2026.');
    expect(screen.getByTestId('gift-card-view-balance').textContent).toBe('£0.00');
  });

  it('says a card that does not match its order could not be found', async () => {
    serve();
    renderApp('/gift-card/P0000000/ABCDEFGHJKLMNPQR');
    const error = await screen.findByTestId('gift-card-view-error');
    expect(error.textContent).toBe("Sorry, we couldn't find a gift card with that code.");
    expect(error.getAttribute('role')).toBe('alert');
  });
});
