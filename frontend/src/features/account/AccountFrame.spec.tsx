import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionState } from '../../http/session-state';
import { envelope, renderApp } from '../../test/render-app';
import { DETAILS, deferred, serveAccounts, signsIn } from './account.fixtures';
import { fakeCaptcha } from './captcha/captcha.fixtures';
import { settle } from '../../test/settle';

vi.mock('./captcha/CaptchaField', () => import('./captcha/captcha.fixtures'));

const FULL_APP = { timeout: 20_000 };

beforeEach(() => {
  resetSessionState();
  fakeCaptcha.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The app at `path`, with every address it moves to afterwards. */
function openApp(path: string) {
  const view = renderApp(path);
  const moves: string[] = [];
  view.router.history.subscribe(() => moves.push(view.router.history.location.href));
  return { ...view, moves };
}

describe('the account guard (spec 001 §2.10)', FULL_APP, () => {
  it('shows a spinner while the session is unknown, then the page', async () => {
    const session = deferred();
    serveAccounts({ signedIn: true, answers: { 'GET /api/user-session': session.answer } });
    const { router } = openApp('/account/edit-details');

    expect(await screen.findByText('Checking you are signed in…')).toBeTruthy();
    expect(screen.queryByTestId('account-frame')).toBeNull();
    expect(router.state.location.pathname).toBe('/account/edit-details');

    session.release(
      envelope({
        data: { customerId: DETAILS.customerId, email: DETAILS.email },
        isSignedIn: true,
      }),
    );

    await screen.findByTestId('edit-details-form');
    expect(screen.getByTestId('account-frame')).toBeTruthy();
    expect(screen.queryByText('Checking you are signed in…')).toBeNull();
  });

  it('sends a guest to sign in once, remembering the page, without asking for its data', async () => {
    const api = serveAccounts();
    const { router, moves } = openApp('/account/edit-details?from=mail');

    await screen.findByTestId('sign-in-form');
    await settle();

    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/account/edit-details?from=mail' });
    expect(moves).toHaveLength(1);
    expect(api.calls).not.toContainEqual({ method: 'GET', path: '/api/account/details' });
  });

  it('brings the guest back to that page once signed in', async () => {
    serveAccounts({ answers: { 'POST /api/sign-in': signsIn() } });
    const { router } = openApp('/account/edit-details');
    await screen.findByTestId('sign-in-form');

    fireEvent.change(screen.getByLabelText('Email address'), {
      target: { value: DETAILS.email },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    act(() => fakeCaptcha.solve('solution-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(((await screen.findByLabelText('Your name')) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect(router.state.location.pathname).toBe('/account/edit-details');
  });

  it.each([
    ['/sign-in', '/account', 'account-home'],
    [
      '/sign-in?redirect=%2Faccount%2Fchange-password',
      '/account/change-password',
      'change-password-page',
    ],
    ['/sign-in?redirect=https%3A%2F%2Fevil.example', '/account', 'account-home'],
    ['/sign-up', '/account', 'account-home'],
    ['/forgot-password', '/account', 'account-home'],
  ])('sends a signed-in customer on from %s to %s', async (path, landing, testId) => {
    serveAccounts({ signedIn: true });
    const { router } = openApp(path);

    await screen.findByTestId(testId);
    expect(router.state.location.href).toBe(landing);
  });

  it('goes home, not to sign in, when the customer signs out on an account page', async () => {
    const api = serveAccounts({ signedIn: true });
    const { router, moves } = openApp('/account/change-password');
    await screen.findByTestId('change-password-page');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await settle();
    expect(api.calls).toContainEqual({ method: 'PATCH', path: '/api/sign-out' });
    expect(screen.queryByTestId('account-frame')).toBeNull();
    expect(moves).toEqual(['/']);
  });

  it('goes home when the customer signs out from the header on an account page', async () => {
    serveAccounts({ signedIn: true });
    const { router, moves } = openApp('/account');
    await screen.findByTestId('account-home');

    fireEvent.click(await screen.findByTestId('header-sign-out'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await settle();
    expect(moves).toEqual(['/']);
  });

  it('lists the account pages, marking the one open', async () => {
    serveAccounts({ signedIn: true });
    openApp('/account/edit-details');
    await screen.findByTestId('edit-details-page');

    const menu = screen.getByRole('navigation', { name: 'Your account' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My account', '/account'],
      ['Order history', '/account/order-history'],
      ['Edit details', '/account/edit-details'],
      ['Address book', '/account/address-book'],
      ['Reminder service', '/account/reminder-service'],
      ['Payment methods', '/account/payment-methods'],
      ['Change password', '/account/change-password'],
      ['Sign-in methods', '/account/signin-methods'],
    ]);
    const current = within(menu)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Edit details']);
  });
});
