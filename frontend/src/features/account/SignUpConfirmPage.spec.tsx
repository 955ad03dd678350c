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

describe('/sign-up/confirm/:key', FULL_APP, () => {
  it('makes the account with the emailed key, once, signs in and opens the account', async () => {
    const api = serveAccounts({ answers: { 'POST /api/sign-up/confirm': signsIn() } });
    const { router } = renderApp('/sign-up/confirm/sign-up-key-1');

    await screen.findByTestId('account-home');
    expect(router.state.location.pathname).toBe('/account');
    expect(api.bodies['POST /api/sign-up/confirm']).toEqual([{ key: 'sign-up-key-1' }]);
  });

  it('says a used or expired link is not valid, with the ways to sign up again or in', async () => {
    const api = serveAccounts({
      answers: { 'POST /api/sign-up/confirm': signsIn([CUSTOMER_MESSAGES.signUpLinkInvalid]) },
    });
    const { router } = renderApp('/sign-up/confirm/used-key');

    const refused = await screen.findByTestId('sign-up-confirm-refused');
    expect(refused.textContent).toBe(
      'Sorry, that link is not valid or has expired. Please sign up again to get a new one.',
    );
    expect(refused.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Sign up again' }).getAttribute('href')).toBe(
      '/sign-up',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(router.state.location.pathname).toBe('/sign-up/confirm/used-key');
    expect(api.signedIn).toBe(false);
    expect(api.bodies['POST /api/sign-up/confirm']).toHaveLength(1);
  });
  it('tells a link followed already that the account is there, to sign in', async () => {
    const api = serveAccounts({
      answers: { 'POST /api/sign-up/confirm': signsIn([CUSTOMER_MESSAGES.emailTaken]) },
    });
    renderApp('/sign-up/confirm/clicked-twice');

    const refused = await screen.findByTestId('sign-up-confirm-refused');
    expect(refused.textContent).toBe(
      'There is already an account with this email address. Please sign in, or reset your password.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(api.signedIn).toBe(false);
  });
});
