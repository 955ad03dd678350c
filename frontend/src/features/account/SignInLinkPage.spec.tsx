import { CUSTOMER_MESSAGES } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { renderApp } from '../../test/render-app';
import { serveAccounts, signsIn } from './account.fixtures';

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/sign-in/email/:token', FULL_APP, () => {
  it('signs in with the emailed token, once, and opens the account', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-in/email/token': signsIn() } });
    const { router } = renderApp('/sign-in/email/magic-token-1');

    await screen.findByTestId('account-home');
    expect(router.state.location.pathname).toBe('/account');
    expect(api.bodies['POST /api/sign-in/email/token']).toEqual([{ token: 'magic-token-1' }]);
  });

  it('says a used or expired link is not valid, with the way back to sign in', async () => {
    const api = serveAccounts({
      answers: { 'POST /api/sign-in/email/token': signsIn([CUSTOMER_MESSAGES.linkInvalid]) },
    });
    const { router } = renderApp('/sign-in/email/used-token');

    const refused = await screen.findByTestId('sign-in-link-refused');
    expect(refused.textContent).toBe(
      'Sorry, that sign-in link is not valid or has expired. Please ask for a new one.',
    );
    expect(refused.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/sign-in',
    );
    expect(router.state.location.pathname).toBe('/sign-in/email/used-token');
    expect(api.bodies['POST /api/sign-in/email/token']).toHaveLength(1);
  });
});
